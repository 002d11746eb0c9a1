import { TRPCError } from "@trpc/server";

import type { AppErrorBody } from "../errors";
import { toHttpError } from "../errors";

/**
 * How a call that must fail failed: its tRPC code and the HTTP answer a REST client would get.
 * Throws when the call succeeds or fails with something that is not a TRPCError.
 */
export async function rejectionOf(
  promise: Promise<unknown>,
): Promise<{ trpcCode: TRPCError["code"]; status: number; body: AppErrorBody }> {
  const outcome = await promise.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!("error" in outcome)) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
  if (!(outcome.error instanceof TRPCError)) throw outcome.error;
  return { trpcCode: outcome.error.code, ...toHttpError(outcome.error) };
}
