import { describe, expect, it } from "vitest";

import { detectLanguage, toLanguage } from "./detect";

const none = { storage: null, cookie: null, browser: [], htmlLang: null };

describe("detectLanguage", () => {
  it("prefers local storage, then the cookie, then the browser, then <html lang>", () => {
    expect(detectLanguage({ storage: "de", cookie: "fr", browser: ["it"], htmlLang: "pt" })).toBe("de");
    expect(detectLanguage({ ...none, cookie: "fr", browser: ["it"], htmlLang: "pt" })).toBe("fr");
    expect(detectLanguage({ ...none, browser: ["ja", "it-IT"], htmlLang: "pt" })).toBe("it");
    expect(detectLanguage({ ...none, htmlLang: "pt-BR" })).toBe("pt");
  });

  it("skips values that are not one of the six and falls back to English", () => {
    expect(detectLanguage({ storage: "klingon", cookie: "", browser: ["ja"], htmlLang: "zh" })).toBe("en");
  });

  it("reduces regional tags to the language", () => {
    expect(toLanguage("es-MX")).toBe("es");
    expect(toLanguage("PT_br")).toBe("pt");
    expect(toLanguage(undefined)).toBeNull();
  });
});
