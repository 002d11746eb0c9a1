import { TIMINGS } from "@bitelog/config";

import { isNetworkFailure } from "../../lib/network-failure";
import { httpStatus, retryAfterSeconds } from "../../lib/query-retry";

/**
 * The sign-in exchange failed for want of a connection, on the server's side (5xx), or because too
 * many sign-ins came from this address at once (429, e.g. a household behind one router): not a refusal.
 */
export function exchangeMayRecover(error: unknown): boolean {
  const status = httpStatus(error);
  return isNetworkFailure(error) || status === 429 || (status !== undefined && status >= 500);
}

/** When to try the exchange again: not before the server said it may succeed. */
export function exchangeRetryDelayMs(error: unknown): number {
  return Math.max(TIMINGS.exchangeRetryMs, (retryAfterSeconds(error) ?? 0) * 1000);
}
