import { describe, expect, it } from "vitest";

import { isAuthFailure } from "./auth-failure";

describe("isAuthFailure", () => {
  it("treats 401 and other 403s as authentication failures", () => {
    expect(isAuthFailure(401, undefined)).toBe(true);
    expect(isAuthFailure(403, "Email not verified")).toBe(true);
    expect(isAuthFailure(403, undefined)).toBe(true);
  });

  it("leaves plan limits and other statuses alone", () => {
    expect(isAuthFailure(403, "Entry limit reached")).toBe(false);
    expect(isAuthFailure(403, "Photo limit reached")).toBe(false);
    expect(isAuthFailure(404, undefined)).toBe(false);
    expect(isAuthFailure(500, undefined)).toBe(false);
    expect(isAuthFailure(undefined, undefined)).toBe(false);
  });
});
