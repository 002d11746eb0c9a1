import type { Language } from "@bitelog/config";

/** Each language named in itself, as language pickers show them (not translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  pt: "Português",
};
