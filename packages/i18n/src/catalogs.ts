/// <reference path="./po.d.ts" />
import type { Messages } from "@lingui/core";

import type { Language } from "@bitelog/config";

/** One chunk per language; the Lingui Vite plugin compiles the .po file on import. */
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import("../locales/en/messages.po"),
  es: () => import("../locales/es/messages.po"),
  fr: () => import("../locales/fr/messages.po"),
  de: () => import("../locales/de/messages.po"),
  it: () => import("../locales/it/messages.po"),
  pt: () => import("../locales/pt/messages.po"),
};

export async function loadMessages(language: Language): Promise<Messages> {
  return (await loaders[language]()).messages;
}
