/// <reference path="./po-raw.d.ts" />
import type { I18n, Messages } from "@lingui/core";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import PO from "pofile";

import type { Language } from "@bitelog/config";
import { FALLBACK_LANGUAGE, LANGUAGES } from "@bitelog/config";

import de from "../locales/de/messages.po?raw";
import en from "../locales/en/messages.po?raw";
import es from "../locales/es/messages.po?raw";
import fr from "../locales/fr/messages.po?raw";
import it from "../locales/it/messages.po?raw";
import pt from "../locales/pt/messages.po?raw";

export type { I18n, MessageDescriptor } from "@lingui/core";
export { toLanguage } from "./detect";

const CATALOGS: Record<Language, string> = { en, es, fr, de, it, pt };

/** A catalog's messages by id (every message has an explicit id), compiled as the Vite plugin compiles them. */
function compiledMessages(text: string): Messages {
  const messages: Messages = {};
  for (const item of PO.parse(text).items) {
    const translation = item.msgstr[0];
    if (item.msgid && translation) messages[item.msgid] = compileMessage(translation);
  }
  return messages;
}

let instances: Map<Language, I18n> | undefined;

/**
 * An i18n instance per language, for pages the server renders (the shared visit): the same
 * catalogs as the web app, compiled once, on first use.
 */
export function serverI18n(language: Language): I18n {
  instances ??= new Map(
    LANGUAGES.map((locale) => [
      locale,
      setupI18n({ locale, messages: { [locale]: compiledMessages(CATALOGS[locale]) } }),
    ]),
  );
  const instance = instances.get(language) ?? instances.get(FALLBACK_LANGUAGE);
  if (!instance) throw new Error("no catalog for the fallback language");
  return instance;
}
