import type { Options } from "tsup";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { defineConfig } from "tsup";

/** `import text from "./file?raw"` as Vite reads it: the file's text (the i18n catalogs). */
const rawText: NonNullable<Options["esbuildPlugins"]>[number] = {
  name: "raw-text",
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.slice(0, -"?raw".length)),
      namespace: "raw-text",
    }));
    build.onLoad({ filter: /.*/, namespace: "raw-text" }, async (args) => ({
      contents: await readFile(args.path, "utf8"),
      loader: "text",
    }));
  },
};

/** One ES module for Node; our workspace packages are bundled in (they ship TypeScript source). */
export default defineConfig({
  entry: ["src/main.ts"],
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  skipNodeModulesBundle: true,
  noExternal: [/^@bitelog\//],
  esbuildPlugins: [rawText],
});
