import { TRPCClientError } from "@trpc/client";

import type { AppErrorBody } from "@bitelog/api";

/** The server's error body of a failed call (docs/product.md §8), if the server answered one. */
export function serverError(error: unknown): AppErrorBody | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("appError" in data)) return null;
  return (data.appError as AppErrorBody | null) ?? null;
}
