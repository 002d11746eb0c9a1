import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { TIMINGS } from "@bitelog/config";

import { answered } from "../../lib/testing/answered";
import { exchangeMayRecover, exchangeRetryDelayMs } from "./exchange-retry";

/** An answer of `httpStatus` whose body asks the client to wait `retryAfterSeconds`, if given. */
const refused = (httpStatus: number, retryAfterSeconds?: number) =>
  answered(httpStatus, { error: "refused", code: "REFUSED", retryAfterSeconds });

// Online: offline, every failure is the connection's.
beforeEach(() => vi.stubGlobal("navigator", { onLine: true }));
afterEach(() => vi.unstubAllGlobals());

describe("exchangeMayRecover", () => {
  it("holds the session through a lost connection, a server failure and a rate limit", () => {
    expect(exchangeMayRecover(TRPCClientError.from(new TypeError("Failed to fetch")))).toBe(true);
    expect(exchangeMayRecover(refused(503))).toBe(true);
    expect(exchangeMayRecover(refused(429))).toBe(true);
  });

  it("takes any other answer as a refusal", () => {
    for (const status of [400, 401, 403]) expect(exchangeMayRecover(answered(status))).toBe(false);
  });
});

describe("exchangeRetryDelayMs", () => {
  it("waits as long as the server asked when that is longer than the usual delay", () => {
    const seconds = TIMINGS.exchangeRetryMs / 1000 + 50;
    expect(exchangeRetryDelayMs(refused(429, seconds))).toBe(seconds * 1000);
  });

  it("never tries again sooner than the usual delay", () => {
    expect(exchangeRetryDelayMs(refused(429, 1))).toBe(TIMINGS.exchangeRetryMs);
    expect(exchangeRetryDelayMs(refused(503))).toBe(TIMINGS.exchangeRetryMs);
    expect(exchangeRetryDelayMs(TRPCClientError.from(new TypeError("Failed to fetch")))).toBe(
      TIMINGS.exchangeRetryMs,
    );
  });
});
