/** Lingui's Vite and Babel plugins look for their config here; the catalogs live in @bitelog/i18n. */
export { default } from "@bitelog/i18n/lingui.config";
