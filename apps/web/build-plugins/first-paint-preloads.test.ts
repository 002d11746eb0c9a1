import type { Rollup } from "vite";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from "@bitelog/config";
import { detectLanguage } from "@bitelog/i18n";

import type { FirstPaintFiles } from "./first-paint-preloads";
import { firstPaintFiles, LANGUAGE_DETECTION, preloadScript } from "./first-paint-preloads";

const FILES: FirstPaintFiles = {
  catalogs: Object.fromEntries(LANGUAGES.map((language) => [language, `/assets/messages-${language}.js`])),
  pages: { "/": ["/assets/landing.js", "/assets/card.js"] },
};

interface Browser {
  /** The stored language; undefined: local storage is disabled (reading it throws). */
  storage: string | null | undefined;
  cookie: string;
  languages: string[];
  htmlLang: string;
  pathname: string;
}

/** Runs the script against stand-ins for the browser objects it reads; the URLs it preloads. */
function preloadedBy(script: string, browser: Browser): string[] {
  const links: { rel: string; href: string }[] = [];
  runInNewContext(script, {
    localStorage: {
      getItem: (key: string) => {
        if (browser.storage === undefined) throw new Error("storage is disabled");
        return key === LANGUAGE_STORAGE_KEY ? browser.storage : null;
      },
    },
    navigator: { languages: browser.languages },
    location: { pathname: browser.pathname },
    document: {
      cookie: browser.cookie,
      documentElement: { lang: browser.htmlLang },
      createElement: () => ({ rel: "", href: "" }),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    },
  });
  expect(links.every((link) => link.rel === "modulepreload")).toBe(true);
  return links.map((link) => link.href);
}

describe("the first-paint preload script", () => {
  it("detects the language with the settings of @bitelog/config", () => {
    expect(LANGUAGE_DETECTION).toEqual({
      fallbackLanguage: FALLBACK_LANGUAGE,
      storageKey: LANGUAGE_STORAGE_KEY,
    });
  });

  const script = preloadScript(FILES);
  const cases = [null, "de", "klingon", undefined].flatMap((storage) =>
    [null, "fr", "pt-BR"].flatMap((cookie) =>
      [[], ["it-IT", "en"], ["ja"]].flatMap((languages) =>
        ["en", "", "es"].map((htmlLang) => ({ storage, cookie, languages, htmlLang })),
      ),
    ),
  );
  it.each(cases)(
    "preloads the catalog detectLanguage picks for %o",
    ({ storage, cookie, languages, htmlLang }) => {
      const expected = detectLanguage({
        storage: storage ?? null,
        cookie,
        browser: languages,
        htmlLang: htmlLang || null,
      });
      const cookies =
        cookie === null ? "theme=dark" : `theme=dark; ${LANGUAGE_STORAGE_KEY}=${encodeURIComponent(cookie)}`;
      const urls = preloadedBy(script, {
        storage,
        cookie: cookies,
        languages,
        htmlLang,
        pathname: "/settings",
      });
      expect(urls).toEqual([FILES.catalogs[expected]]);
    },
  );

  it("adds the route chunks of the page opened, and only of that page", () => {
    const browser = { storage: null, cookie: "", languages: ["en-GB"], htmlLang: "en" };
    expect(preloadedBy(script, { ...browser, pathname: "/" })).toEqual([
      "/assets/messages-en.js",
      "/assets/landing.js",
      "/assets/card.js",
    ]);
    expect(preloadedBy(script, { ...browser, pathname: "/dashboard" })).toEqual(["/assets/messages-en.js"]);
  });

  it("cannot end the <script> element it is written into", () => {
    expect(
      preloadScript({ catalogs: { en: "/assets/</script><script>alert(1)</script>.js" }, pages: {} }),
    ).not.toMatch(/<\//);
  });
});

describe("firstPaintFiles", () => {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], isEntry = false) =>
    [fileName, { type: "chunk", fileName, facadeModuleId, imports, isEntry }] as const;
  const bundle = Object.fromEntries([
    chunk("assets/index.js", "/app/index.html", ["assets/framework.js"], true),
    chunk("assets/framework.js", null, []),
    chunk("assets/messages-en.js", "/i18n/locales/en/messages.po", []),
    chunk("assets/messages-fr.js", "/i18n/locales/fr/messages.po", []),
    chunk("assets/landing.js", "/app/src/routes/index.tsx?tsr-split=component", [
      "assets/framework.js",
      "assets/index.js",
      "assets/card.js",
    ]),
    chunk("assets/card.js", null, ["assets/framework.js", "assets/icon.js"]),
    chunk("assets/icon.js", null, []),
    ["assets/index.css", { type: "asset", fileName: "assets/index.css" }],
  ]) as unknown as Record<string, Rollup.OutputChunk | Rollup.OutputAsset>;
  const options = { root: "/app", base: "/", catalog: /[\\/]locales[\\/]([a-z]+)[\\/]messages\.po$/ };

  it("finds each language's catalog, and a page's route chunks with what they import but the entry does not", () => {
    expect(
      firstPaintFiles(bundle, { ...options, pages: { "/": ["src/routes/index.tsx?tsr-split=component"] } }),
    ).toEqual({
      catalogs: { en: "/assets/messages-en.js", fr: "/assets/messages-fr.js" },
      pages: { "/": ["/assets/landing.js", "/assets/card.js", "/assets/icon.js"] },
    });
  });

  it("fails the build when a page's route module is not built (renamed or no longer split)", () => {
    expect(() => firstPaintFiles(bundle, { ...options, pages: { "/": ["src/routes/gone.tsx"] } })).toThrow(
      /no chunk is built from src\/routes\/gone\.tsx/,
    );
  });
});
