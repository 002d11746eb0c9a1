import type { Messages } from "@lingui/core";
import { i18n } from "@lingui/core";

import type { Language } from "@bitelog/config";
import { isLanguage, LANGUAGE_COOKIE_MAX_AGE_MINUTES, LANGUAGE_STORAGE_KEY } from "@bitelog/config";

import type { CatalogPart } from "./catalogs";
import { loadMessages } from "./catalogs";
import { detectLanguage } from "./detect";

function readCookie(name: string): string | null {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language this browser should show, by the detection order of docs/product.md §9. */
export function detectBrowserLanguage(): Language {
  return detectLanguage({
    storage: readStorage(),
    cookie: readCookie(LANGUAGE_STORAGE_KEY),
    browser: navigator.languages,
    htmlLang: document.documentElement.lang || null,
  });
}

/** Stores the choice in local storage and in a cookie lasting a year. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled; the cookie still remembers.
  }
  const maxAge = LANGUAGE_COOKIE_MAX_AGE_MINUTES * 60;
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; max-age=${maxAge}; path=/; samesite=lax`;
}

/** The parts of the catalog this page has needed so far, by the language they are loaded in. */
const loadedParts = new Map<CatalogPart, Language | undefined>([["messages", undefined]]);

/** The language asked for last: its catalog may arrive before that of a language asked for earlier. */
let latestChoice: Language | undefined;

/**
 * Loads the language's catalog, switches every translated text to it and updates <html lang>; a
 * language chosen after it while its catalog loads wins.
 */
export async function activateLanguage(language: Language): Promise<void> {
  latestChoice = language;
  const parts = [...loadedParts.keys()];
  const catalogs = await Promise.all(parts.map((part) => loadMessages(language, part)));
  if (latestChoice !== language) return;
  const messages = catalogs.reduce<Messages>((all, catalog) => ({ ...all, ...catalog }), {});
  i18n.loadAndActivate({ locale: language, messages });
  for (const part of parts) loadedParts.set(part, language);
  document.documentElement.lang = language;
}

/**
 * Adds a part of the catalog (the signed-in screens, the legal documents) in the current language;
 * the routes that show it wait for this. Later changes of language load it with the rest.
 */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  const language = i18n.locale;
  if (!isLanguage(language) || loadedParts.get(part) === language) return;
  const messages = await loadMessages(language, part);
  // The language may have changed while this part loaded; it is then loaded again with the new one.
  loadedParts.set(part, language);
  if (i18n.locale === language) i18n.load(language, messages);
  else await loadCatalogPart(part);
}
