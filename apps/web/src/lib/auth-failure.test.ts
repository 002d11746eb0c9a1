import { describe, expect, it } from "vitest";

import { isAuthFailure } from "./auth-failure";

describe("isAuthFailure", () => {
  it("treats 401 and other 403s as authentication failures", () => {
    expect(isAuthFailure(401, undefined)).toBe(true);
    expect(isAuthFailure(403, "EMAIL_NOT_VERIFIED")).toBe(true);
    expect(isAuthFailure(403, undefined)).toBe(true);
  });

  it("leaves plan limits and other statuses alone", () => {
    expect(isAuthFailure(403, "ENTRY_LIMIT_REACHED")).toBe(false);
    expect(isAuthFailure(403, "PHOTO_LIMIT_REACHED")).toBe(false);
    expect(isAuthFailure(403, "PLACE_LIMIT_REACHED")).toBe(false);
    expect(isAuthFailure(404, undefined)).toBe(false);
    expect(isAuthFailure(500, undefined)).toBe(false);
    expect(isAuthFailure(undefined, undefined)).toBe(false);
  });
});
