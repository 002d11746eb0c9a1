import type { Language } from "@bitelog/config";
import { FALLBACK_LANGUAGE, isLanguage } from "@bitelog/config";

export interface LanguageSources {
  /** The value stored under bitelog-language in local storage. */
  storage: string | null;
  /** The bitelog-language cookie. */
  cookie: string | null;
  /** navigator.languages, most preferred first. */
  browser: readonly string[];
  /** The lang attribute of <html>. */
  htmlLang: string | null;
}

/** "pt-BR" → "pt"; anything that is not one of ours → null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * docs/product.md §9: local storage, then cookie, then the browser's languages, then <html lang>, then
 * English.
 */
export function detectLanguage(sources: LanguageSources): Language {
  const candidates = [sources.storage, sources.cookie, ...sources.browser, sources.htmlLang];
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}
