/** Interface languages (docs/product.md §3, §9); the first is the fallback. */
export const LANGUAGES = ["en", "es", "fr", "de", "it", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "en";

/** Local storage key and cookie name of the chosen language ({product}-language). */
export const LANGUAGE_STORAGE_KEY = "bitelog-language";
export const LANGUAGE_COOKIE_MAX_AGE_MINUTES = 525_600;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
