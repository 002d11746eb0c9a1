import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

import type { ContextDeps } from "@bitelog/api/server";
import { AppError, bearerToken, createCaller, createContext } from "@bitelog/api/server";

import { jsonAnswer } from "./shared-json";

export type Caller = ReturnType<typeof createCaller>;

/**
 * The tRPC caller for this request, with the identity of `token`: by default its bearer token
 * (docs/product.md §7).
 */
export async function callerFor(
  deps: ContextDeps,
  c: HonoContext,
  token: string | null = bearerToken(c.req.header("authorization")),
): Promise<Caller> {
  return createCaller(await createContext(deps, token, c.get("clientAddress")));
}

/**
 * The JSON body of the request, typed as the procedure input it is handed to (whose zod schema
 * validates it); malformed JSON is the client's mistake (400), never a 500.
 */
/**
 * The Idempotency-Key header as the procedures' idempotencyKey (a change sent again with the
 * same key is answered as the first time, see runOnce); absent when not sent.
 */
export function idempotencyKey(c: HonoContext): { idempotencyKey?: string } {
  const key = c.req.header("idempotency-key");
  return key === undefined ? {} : { idempotencyKey: key };
}

export async function jsonBody<Input = never>(c: HonoContext): Promise<Input> {
  const text = await c.req.text();
  if (text.trim() === "") return {} as Input;
  try {
    return JSON.parse(text) as Input;
  } catch (error) {
    throw new AppError(
      "BAD_REQUEST",
      {
        error: "Malformed JSON body",
        code: "MALFORMED_JSON",
        message: "The request body is not valid JSON.",
      },
      {
        cause: error,
      },
    );
  }
}

/** A route answered with the JSON of one procedure call, with `status` (200 unless told). */
export function procedureRoute(
  deps: ContextDeps,
  call: (caller: Caller, c: HonoContext) => Promise<unknown>,
  status: ContentfulStatusCode = 200,
) {
  return async (c: HonoContext) => jsonAnswer(c, await call(await callerFor(deps, c), c), status);
}
