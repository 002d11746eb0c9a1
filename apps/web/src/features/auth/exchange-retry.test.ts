import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { TIMINGS } from "@bitelog/config";

import { exchangeMayRecover, exchangeRetryDelayMs } from "./exchange-retry";

function answered(httpStatus: number, retryAfterSeconds?: number): TRPCClientError<never> {
  const appError = { error: "refused", code: "REFUSED", retryAfterSeconds };
  return TRPCClientError.from({
    error: { code: -32600, message: "refused", data: { httpStatus, code: "BAD_REQUEST", appError } },
  } as never);
}

// Online: offline, every failure is the connection's.
beforeEach(() => vi.stubGlobal("navigator", { onLine: true }));
afterEach(() => vi.unstubAllGlobals());

describe("exchangeMayRecover", () => {
  it("holds the session through a lost connection, a server failure and a rate limit", () => {
    expect(exchangeMayRecover(TRPCClientError.from(new TypeError("Failed to fetch")))).toBe(true);
    expect(exchangeMayRecover(answered(503))).toBe(true);
    expect(exchangeMayRecover(answered(429))).toBe(true);
  });

  it("takes any other answer as a refusal", () => {
    for (const status of [400, 401, 403]) expect(exchangeMayRecover(answered(status))).toBe(false);
  });
});

describe("exchangeRetryDelayMs", () => {
  it("waits as long as the server asked when that is longer than the usual delay", () => {
    const seconds = TIMINGS.exchangeRetryMs / 1000 + 50;
    expect(exchangeRetryDelayMs(answered(429, seconds))).toBe(seconds * 1000);
  });

  it("never tries again sooner than the usual delay", () => {
    expect(exchangeRetryDelayMs(answered(429, 1))).toBe(TIMINGS.exchangeRetryMs);
    expect(exchangeRetryDelayMs(answered(503))).toBe(TIMINGS.exchangeRetryMs);
    expect(exchangeRetryDelayMs(TRPCClientError.from(new TypeError("Failed to fetch")))).toBe(
      TIMINGS.exchangeRetryMs,
    );
  });
});
