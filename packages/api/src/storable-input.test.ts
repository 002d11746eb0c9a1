import { describe, expect, it } from "vitest";

import { MAX_INPUT_DEPTH, unstorableInput } from "./storable-input";

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe("unstorableInput", () => {
  it("names the first string holding U+0000, however deep", () => {
    const nul = (path: (string | number)[]) => ({ path, reason: "nul" });
    expect(unstorableInput("a\u0000")).toEqual(nul([]));
    expect(unstorableInput({ q: "pho", comment: "x\u0000" })).toEqual(nul(["comment"]));
    expect(unstorableInput({ photoUrlsToDelete: ["ok", "\u0000"] })).toEqual(nul(["photoUrlsToDelete", 1]));
    expect(unstorableInput({ a: { b: [{ c: "\u0000" }] }, d: "\u0000" })).toEqual(nul(["a", "b", 0, "c"]));
  });

  it("passes everything else, and does not look into files or other objects", () => {
    expect(unstorableInput({ q: "pho", rating: 4, comment: null, tags: ["é", "\u2028"] })).toBeUndefined();
    expect(unstorableInput(undefined)).toBeUndefined();
    expect(unstorableInput(new FormData())).toBeUndefined();
    expect(unstorableInput(nested(MAX_INPUT_DEPTH, "leaf"))).toBeUndefined();
  });

  it("refuses values nested too deep without recursing, however deep", () => {
    expect(unstorableInput(nested(MAX_INPUT_DEPTH + 1, "leaf"))).toEqual({
      path: Array.from({ length: MAX_INPUT_DEPTH }, () => 0),
      reason: "depth",
    });
    expect(unstorableInput(nested(1_000_000, null))?.reason).toBe("depth");
  });
});
