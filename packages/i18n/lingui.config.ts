import { fileURLToPath } from "node:url";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

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
      path: "<rootDir>/locales/{locale}/messages",
      // The server renders one page itself (the shared visit), with the same catalogs.
      include: ["<rootDir>/../../apps/web/src", "<rootDir>/../../apps/server/src/share-page"],
      exclude: ["**/*.test.*", "**/routeTree.gen.ts"],
    },
  ],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
});
