import type { LinguiConfig } from "@lingui/conf";
import { fileURLToPath } from "node:url";

import config from "./lingui.config";

/**
 * Where `lingui extract --config lingui.check.config.ts` writes the catalogs as the source code
 * gives them, instead of locales/: what the catalogs test compares the committed ones with, so
 * that checking never rewrites them.
 */
export const CHECK_FOLDER = fileURLToPath(new URL("./node_modules/.cache/catalog-check", import.meta.url));

const check: LinguiConfig = {
  ...config,
  catalogs: (config.catalogs ?? []).map((catalog) => ({
    ...catalog,
    path: catalog.path.replace("<rootDir>/locales", CHECK_FOLDER),
  })),
};
export default check;
