import { describe, expect, it } from "vitest";

import { returnPath } from "./return-path";

describe("returnPath", () => {
  it("keeps a path of this app, with its search", () => {
    expect(returnPath("/entry/42")).toBe("/entry/42");
    expect(returnPath("/search?q=pasta")).toBe("/search?q=pasta");
  });

  it("drops what would lead to another site, and anything not a path", () => {
    for (const value of [
      "//example.com/x",
      "/\\example.com",
      "https://example.com/",
      "entry/42",
      "",
      42,
      undefined,
    ])
      expect(returnPath(value)).toBeUndefined();
  });
});
