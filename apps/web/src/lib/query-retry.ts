/**
 * The API's HTTP status of a failed tRPC call, when the server answered (read from the error's data,
 * so that the router's files need not load the tRPC client to tell).
 */
export function httpStatus(error: unknown): number | undefined {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return typeof data?.httpStatus === "number" ? data.httpStatus : undefined;
}

/** The seconds after which the server said a failed tRPC call may succeed (its Retry-After), if it said. */
export function retryAfterSeconds(error: unknown): number | undefined {
  const data = (error as { data?: { appError?: { retryAfterSeconds?: unknown } | null } } | null)?.data;
  const seconds = data?.appError?.retryAfterSeconds;
  return typeof seconds === "number" && seconds > 0 ? seconds : undefined;
}

/**
 * Whether a query tries once more: a client mistake (4xx) answers the same the second time, a
 * network or server failure may not.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  return failureCount < 1 && !(status !== undefined && status >= 400 && status < 500);
}
