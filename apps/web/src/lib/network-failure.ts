import { httpStatus } from "./query-retry";

/**
 * Whether a call failed for want of a connection (the browser is offline, or no answer came), not
 * because the server or the identity provider refused it.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!navigator.onLine) return true;
  if ((error as { code?: unknown } | null)?.code === "auth/network-request-failed") return true;
  return (error as { name?: unknown } | null)?.name === "TRPCClientError" && httpStatus(error) === undefined;
}
