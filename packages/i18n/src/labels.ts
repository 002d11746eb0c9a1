/// <reference path="./po-raw.d.ts" />
import PO from "pofile";

import type { Language } from "@bitelog/config";
import { LANGUAGES } from "@bitelog/config";

/**
 * The signed-in screens' catalogs as text, imported on first use: Node alone (tsx, which the
 * benchmarks run under) cannot load a `?raw` import, and only a file import asks for labels.
 */
const APP_CATALOGS: Record<Language, () => Promise<{ default: string }>> = {
  en: () => import("../locales/en/app.po?raw"),
  es: () => import("../locales/es/app.po?raw"),
  fr: () => import("../locales/fr/app.po?raw"),
  de: () => import("../locales/de/app.po?raw"),
  it: () => import("../locales/it/app.po?raw"),
  pt: () => import("../locales/pt/app.po?raw"),
};

let catalogs: Promise<Map<string, string[]>> | undefined;

/** Every message of the signed-in screens, by id, as the six languages write it. */
function allTranslations(): Promise<Map<string, string[]>> {
  catalogs ??= Promise.all(LANGUAGES.map((language) => APP_CATALOGS[language]())).then((texts) => {
    const byId = new Map<string, string[]>();
    for (const { default: text } of texts) {
      for (const item of PO.parse(text).items) {
        const translation = item.msgstr[0];
        if (item.msgid && translation) byId.set(item.msgid, [...(byId.get(item.msgid) ?? []), translation]);
      }
    }
    return byId;
  });
  return catalogs;
}

/**
 * The texts the app shows for `ids` in every language, read from the same catalogs as the web
 * app, so that a spreadsheet made from what a person saw on screen (a column headed with a form's
 * label, a cell reading "Oui") is understood in any of them.
 */
export async function textsInEveryLanguage(ids: readonly string[]): Promise<Map<string, string[]>> {
  const translations = await allTranslations();
  return new Map(ids.map((id) => [id, translations.get(id) ?? []]));
}
