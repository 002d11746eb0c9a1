import { execFile } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { formatter } from "@lingui/format-po";
import { describe, expect, it } from "vitest";

import { LANGUAGES } from "@bitelog/config";

import type { CatalogPart } from "./catalogs";
import { CHECK_FOLDER } from "../lingui.check.config";

/** Messages that read the same in every language (names and the like). */
const SAME_IN_EVERY_LANGUAGE = new Set(["app.name"]);

/** Words these languages share with English, checked by a fluent reader: the right translation, not a leftover. */
const SHARED_WITH_ENGLISH: Partial<Record<string, ReadonlySet<string>>> = {
  fr: new Set([
    "layout.menu",
    "toast.region",
    "layout.version",
    "photos.title",
    "photos.photoAlt",
    "share.page.photos",
    "placesToTry.note",
  ]),
  de: new Set(["layout.version", "membership.statusLine", "dashboard.sortName", "placesToTry.sortName"]),
  it: new Set(["layout.menu", "settings.passwordTitle", "auth.password"]),
  pt: new Set(["auth.email", "layout.menu", "membership.statusLine"]),
};

/** The words of a message, without its {placeholders} and <0> tags (those are the same in every language). */
function withoutPlaceholders(text: string): string {
  return text.replace(/\{[^}]*\}|<\/?\d+>/g, "");
}

const po = formatter({ lineNumbers: false, explicitIdAsDefault: true });

const PARTS: CatalogPart[] = ["messages", "app", "legal"];

const LOCALES = new URL("../locales/", import.meta.url);

/** One part of a language's catalog in `folder`, id → text. */
async function catalogPart(
  folder: URL,
  language: string,
  part: CatalogPart,
): Promise<Record<string, string>> {
  const path = new URL(`${language}/${part}.po`, folder);
  const catalog = await po.parse(await readFile(path, "utf8"), {
    locale: language,
    sourceLocale: "en",
    filename: path.pathname,
  });
  return Object.fromEntries(
    Object.entries(catalog)
      .filter(([, entry]) => !entry.obsolete)
      .map(([id, entry]) => [id, entry.translation]),
  );
}

/** Every part of a language's catalog, id → text (a message used by two parts reads the same in both). */
async function translations(language: string): Promise<Record<string, string>> {
  const parts = await Promise.all(PARTS.map((part) => catalogPart(LOCALES, language, part)));
  return Object.assign({}, ...parts) as Record<string, string>;
}

describe("catalogs", () => {
  it("hold what the source code says, as `npm run extract -w @bitelog/i18n` writes it", async () => {
    // Extracted into a folder of its own: the check never rewrites the committed catalogs.
    await rm(CHECK_FOLDER, { recursive: true, force: true });
    try {
      await promisify(execFile)(
        "npx",
        ["lingui", "extract", "--config", "lingui.check.config.ts", "--locale", "en", "--workers", "1"],
        { cwd: fileURLToPath(new URL("..", import.meta.url)) },
      );
      for (const part of PARTS) {
        expect(await catalogPart(LOCALES, "en", part), `locales/en/${part}.po`).toEqual(
          await catalogPart(pathToFileURL(`${CHECK_FOLDER}/`), "en", part),
        );
      }
    } finally {
      await rm(CHECK_FOLDER, { recursive: true, force: true });
    }
  }, 120_000);

  it("have a non-empty text for every message in every language", async () => {
    for (const language of LANGUAGES) {
      const missing = Object.entries(await translations(language))
        .filter(([, text]) => text.trim() === "")
        .map(([id]) => id);
      expect(missing, `untranslated in ${language}`).toEqual([]);
    }
  });

  it("hold the same messages in every language", async () => {
    const english = Object.keys(await translations("en")).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect(Object.keys(await translations(language)).sort(), language).toEqual(english);
    }
  });

  it("leave no English behind in the other languages", async () => {
    const english = await translations("en");
    for (const language of LANGUAGES.filter((l) => l !== "en")) {
      const copied = Object.entries(await translations(language))
        .filter(
          ([id, text]) =>
            !SAME_IN_EVERY_LANGUAGE.has(id) &&
            !SHARED_WITH_ENGLISH[language]?.has(id) &&
            text === english[id] &&
            /[a-z]{3}/i.test(withoutPlaceholders(text)),
        )
        .map(([id]) => id);
      expect(copied, `English left in ${language}`).toEqual([]);
    }
  });

  it("keep every placeholder of the English text", async () => {
    const english = await translations("en");
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)\s*[,}]|<(\d+)>/g)].map((m) => m[1] ?? m[2]).sort();
    for (const language of LANGUAGES) {
      for (const [id, text] of Object.entries(await translations(language))) {
        expect(placeholders(text), `${language} ${id}`).toEqual(placeholders(english[id] ?? ""));
      }
    }
  });
});
