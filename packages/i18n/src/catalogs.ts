/// <reference path="./po.d.ts" />
import type { Messages } from "@lingui/core";

import type { Language } from "@bitelog/config";

/**
 * The catalog each language is split into (see lingui.config.ts): what every screen may show,
 * loaded before the first paint; the signed-in screens; the legal documents.
 */
export type CatalogPart = "messages" | "app" | "legal";

type Loader = () => Promise<{ messages: Messages }>;

/** One chunk per catalog; the Lingui Vite plugin compiles the .po file on import. */
const loaders: Record<Language, Record<CatalogPart, Loader>> = {
  en: {
    messages: () => import("../locales/en/messages.po"),
    app: () => import("../locales/en/app.po"),
    legal: () => import("../locales/en/legal.po"),
  },
  es: {
    messages: () => import("../locales/es/messages.po"),
    app: () => import("../locales/es/app.po"),
    legal: () => import("../locales/es/legal.po"),
  },
  fr: {
    messages: () => import("../locales/fr/messages.po"),
    app: () => import("../locales/fr/app.po"),
    legal: () => import("../locales/fr/legal.po"),
  },
  de: {
    messages: () => import("../locales/de/messages.po"),
    app: () => import("../locales/de/app.po"),
    legal: () => import("../locales/de/legal.po"),
  },
  it: {
    messages: () => import("../locales/it/messages.po"),
    app: () => import("../locales/it/app.po"),
    legal: () => import("../locales/it/legal.po"),
  },
  pt: {
    messages: () => import("../locales/pt/messages.po"),
    app: () => import("../locales/pt/app.po"),
    legal: () => import("../locales/pt/legal.po"),
  },
};

export async function loadMessages(language: Language, part: CatalogPart): Promise<Messages> {
  return (await loaders[language][part]()).messages;
}
