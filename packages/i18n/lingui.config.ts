import { fileURLToPath } from "node:url";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

const web = "<rootDir>/../../apps/web/src";
const notExtracted = ["**/*.test.*", "**/routeTree.gen.ts"];
const signedInOnly = [
  ...[
    "entries",
    "insights",
    "journal",
    "layout",
    "location",
    "map",
    "membership",
    "outbox",
    "photos",
    "places-to-try",
    "settings",
    "sharing",
    "transfer",
  ].map((feature) => `${web}/features/${feature}`),
  `${web}/routes/_app`,
];
// The terms' summary is also shown by the sign-up's terms dialog, so it stays in the first catalog.
const legalOnly = [
  `${web}/features/legal/privacy-*`,
  `${web}/features/legal/terms-sections.tsx`,
  `${web}/routes/_public/privacy.tsx`,
  `${web}/routes/_public/terms.tsx`,
];

/**
 * Catalogs for the six interface languages. Messages are written with explicit ids
 * that say what the text is for (`t({ id: "notFound.title", message: "…" })`).
 */
export default defineConfig({
  // Explicit, because the web app's lingui.config.ts re-exports this file from another folder.
  rootDir: fileURLToPath(new URL(".", import.meta.url)),
  sourceLocale: "en",
  locales: ["en", "es", "fr", "de", "it", "pt"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      // What every screen may show, the landing page and sign-in first: it is loaded before the first paint.
      path: "<rootDir>/locales/{locale}/messages",
      // The server renders one page itself (the shared visit), with the same catalogs.
      include: [web, "<rootDir>/../../apps/server/src/share-page"],
      exclude: [...notExtracted, ...signedInOnly.map((folder) => `${folder}/**`), ...legalOnly],
    },
    {
      // The screens behind sign-in, loaded by their layout route (see routes/_app.tsx).
      path: "<rootDir>/locales/{locale}/app",
      include: signedInOnly,
      exclude: notExtracted,
    },
    {
      // The long legal documents, loaded by their own pages.
      path: "<rootDir>/locales/{locale}/legal",
      include: legalOnly,
      exclude: notExtracted,
    },
  ],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
});
