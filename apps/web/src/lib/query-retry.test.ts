import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";

import { retryOnce } from "./query-retry";

function answered(httpStatus: number): TRPCClientError<never> {
  return TRPCClientError.from({
    error: { code: -32600, message: "refused", data: { httpStatus, code: "BAD_REQUEST" } },
  } as never);
}

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
