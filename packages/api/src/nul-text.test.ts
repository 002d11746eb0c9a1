import { describe, expect, it } from "vitest";

import { nulTextField } from "./nul-text";

describe("nulTextField", () => {
  it("names the first string holding U+0000, however deep", () => {
    expect(nulTextField("a\u0000")).toBe("");
    expect(nulTextField({ q: "pho", comment: "x\u0000" })).toBe("comment");
    expect(nulTextField({ photoUrlsToDelete: ["ok", "\u0000"] })).toBe("photoUrlsToDelete.1");
    expect(nulTextField({ a: { b: [{ c: "\u0000" }] } })).toBe("a.b.0.c");
  });

  it("passes everything else, and does not look into files or other objects", () => {
    expect(nulTextField({ q: "pho", rating: 4, comment: null, tags: ["é", "\u2028"] })).toBeUndefined();
    expect(nulTextField(undefined)).toBeUndefined();
    expect(nulTextField(new FormData())).toBeUndefined();
  });
});
