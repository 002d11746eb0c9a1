import { TRPCClientError } from "@trpc/client";

/**
 * The error the tRPC client raises for a call the server answered with `httpStatus`, with the
 * error body's `appError` when given (for the tests of what the client makes of an answer).
 */
export function answered(httpStatus: number, appError?: Record<string, unknown>): TRPCClientError<never> {
  return TRPCClientError.from({
    error: { code: -32600, message: "refused", data: { httpStatus, code: "BAD_REQUEST", appError } },
  } as never);
}
