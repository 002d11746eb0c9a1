import { describe, expect, it } from "vitest";

import { nulTextPath } from "./nul-text";

describe("nulTextPath", () => {
  it("names the first string holding U+0000, however deep", () => {
    expect(nulTextPath("a\u0000")).toEqual([]);
    expect(nulTextPath({ q: "pho", comment: "x\u0000" })).toEqual(["comment"]);
    expect(nulTextPath({ photoUrlsToDelete: ["ok", "\u0000"] })).toEqual(["photoUrlsToDelete", 1]);
    expect(nulTextPath({ a: { b: [{ c: "\u0000" }] } })).toEqual(["a", "b", 0, "c"]);
  });

  it("passes everything else, and does not look into files or other objects", () => {
    expect(nulTextPath({ q: "pho", rating: 4, comment: null, tags: ["é", "\u2028"] })).toBeUndefined();
    expect(nulTextPath(undefined)).toBeUndefined();
    expect(nulTextPath(new FormData())).toBeUndefined();
  });
});
