export { i18n } from "@lingui/core";
export { activateLanguage, detectBrowserLanguage, loadCatalogPart, rememberLanguage } from "./browser";
export type { CatalogPart } from "./catalogs";
export { detectLanguage, toLanguage } from "./detect";
export type { LanguageSources } from "./detect";
export { LANGUAGE_NAMES } from "./language-names";
