export { i18n } from "@lingui/core";
export { activateLanguage, detectBrowserLanguage, rememberLanguage } from "./browser";
export { detectLanguage, toLanguage } from "./detect";
export type { LanguageSources } from "./detect";
export { LANGUAGE_NAMES } from "./language-names";
