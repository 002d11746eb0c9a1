import type { LinguiConfig } from "@lingui/conf";

import config from "./lingui.config";

/**
 * The catalogs as `lingui extract` would write them from the source code, into the folder
 * LINGUI_CHECK_DIR instead of locales/: what the catalogs test compares the committed ones with,
 * so that checking never rewrites them.
 */
const folder = process.env.LINGUI_CHECK_DIR;
if (!folder) throw new Error("LINGUI_CHECK_DIR names no folder for the extracted catalogs");

const check: LinguiConfig = {
  ...config,
  catalogs: (config.catalogs ?? []).map((catalog) => ({
    ...catalog,
    path: catalog.path.replace("<rootDir>/locales", folder),
  })),
};
export default check;
