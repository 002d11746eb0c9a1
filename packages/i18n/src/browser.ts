import { i18n } from "@lingui/core";

import type { Language } from "@bitelog/config";
import { LANGUAGE_COOKIE_MAX_AGE_MINUTES, LANGUAGE_STORAGE_KEY } from "@bitelog/config";

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

/** The language this browser should show, by the detection order of spec §9. */
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

/** Loads the language's catalog, switches every translated text to it and updates <html lang>. */
export async function activateLanguage(language: Language): Promise<void> {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language) });
  document.documentElement.lang = language;
}
