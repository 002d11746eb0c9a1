import { describe, expect, it } from "vitest";

import { oneOf, text } from "./search-params";

describe("search parameter readers", () => {
  it("keep a value of the list and drop anything else", () => {
    expect(oneOf(["login", "signup"], "signup")).toBe("signup");
    expect(oneOf(["login", "signup"], "admin")).toBeUndefined();
    expect(oneOf(["login", "signup"], ["signup"])).toBeUndefined();
  });

  it("keep text within its length and drop anything else", () => {
    expect(text("pizza")).toBe("pizza");
    expect(text("pizza", 5)).toBe("pizza");
    expect(text("pizzas", 5)).toBeUndefined();
    expect(text(42)).toBeUndefined();
    expect(text(undefined)).toBeUndefined();
  });
});
