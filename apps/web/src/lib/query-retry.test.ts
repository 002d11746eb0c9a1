import { describe, expect, it } from "vitest";

import { retryAfterSeconds, retryOnce } from "./query-retry";
import { answered } from "./testing/answered";

describe("retryOnce", () => {
  it("never retries a client mistake", () => {
    for (const status of [400, 401, 403, 404, 429]) expect(retryOnce(0, answered(status))).toBe(false);
  });

  it("retries a server or network failure once", () => {
    expect(retryOnce(0, answered(500))).toBe(true);
    expect(retryOnce(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(retryOnce(1, answered(503))).toBe(false);
  });
});

describe("retryAfterSeconds", () => {
  it("reads the wait the server named in its error body", () => {
    const limited = answered(429, {
      error: "Too many requests",
      code: "RATE_LIMITED",
      retryAfterSeconds: 42,
    });
    expect(retryAfterSeconds(limited)).toBe(42);
  });

  it("is undefined when the server named none, or did not answer", () => {
    expect(
      retryAfterSeconds(answered(429, { error: "Too many requests", code: "RATE_LIMITED" })),
    ).toBeUndefined();
    expect(retryAfterSeconds(answered(500))).toBeUndefined();
    expect(retryAfterSeconds(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});
