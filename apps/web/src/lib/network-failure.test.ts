import { TRPCClientError } from "@trpc/client";
import { afterEach, describe, expect, it, vi } from "vitest";

import { isNetworkFailure } from "./network-failure";
import { answered } from "./testing/answered";

describe("isNetworkFailure", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is any failure while the browser is offline", () => {
    vi.stubGlobal("navigator", { onLine: false });
    expect(isNetworkFailure(answered(401))).toBe(true);
  });

  it("online, is a call nobody answered, not one refused", () => {
    vi.stubGlobal("navigator", { onLine: true });
    expect(isNetworkFailure(TRPCClientError.from(new TypeError("Failed to fetch")))).toBe(true);
    expect(isNetworkFailure({ code: "auth/network-request-failed" })).toBe(true);
    expect(isNetworkFailure(answered(401))).toBe(false);
    expect(isNetworkFailure({ code: "auth/user-token-expired" })).toBe(false);
    expect(isNetworkFailure(new Error("something else"))).toBe(false);
  });
});
