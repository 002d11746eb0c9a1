import { describe, expect, it } from "vitest";

import { hasVisibleCharacter } from "./visible-text";

describe("hasVisibleCharacter", () => {
  it("finds a letter, a digit, a sign or an emoji among invisible characters", () => {
    for (const text of ["a", " Ö ", "\u200b1\u200b", "寿司", "\u3000🍜", "&", "\u0301"]) {
      expect(hasVisibleCharacter(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("finds none in spaces of any width, zero-width and formatting characters", () => {
    for (const text of [
      "",
      " \t\n",
      "\u200b\u00a0\u3000",
      "\ufeff\u200c\u200d\u2060",
      "\u00ad\u3164\ufe0f",
      "\u202e\u2028",
    ]) {
      expect(hasVisibleCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });
});
