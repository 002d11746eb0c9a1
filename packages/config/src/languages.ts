import { z } from "zod";

/** Interface languages (spec §3, §9); the first is the fallback. */
export const LANGUAGES = ["en", "es", "fr", "de", "it", "pt"] as const;
// Pure: a bundle that uses the constants but not the schema (the web app) leaves zod out.
export const languageSchema = /* @__PURE__ */ z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const FALLBACK_LANGUAGE: Language = "en";

/** Local storage key and cookie name of the chosen language ({product}-language). */
export const LANGUAGE_STORAGE_KEY = "bitelog-language";
export const LANGUAGE_COOKIE_MAX_AGE_MINUTES = 525_600;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
