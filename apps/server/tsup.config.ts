import type { Options } from "tsup";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "tsup";

import { runtimePackage } from "./runtime-package";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const runtimeDir = fileURLToPath(new URL("dist/runtime/", import.meta.url));

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

/**
 * npm packages bundled in as well: tRPC, as patched at install (patches/), so that the image, which
 * installs its dependencies without our patches, runs the same tRPC as the tests.
 */
const BUNDLED = ["@trpc/server"];

/**
 * One ES module for Node; our workspace packages are bundled in (they ship TypeScript source), and
 * dist/runtime holds the package.json and lockfile of the external dependencies it imports, which
 * the Docker image installs.
 */
export default defineConfig({
  // bench-main.js is the API benchmark's (the Docker image copies main.js alone); no shared chunk, so
  // main.js stays one file.
  entry: ["src/main.ts", "src/bench-main.ts"],
  splitting: false,
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  skipNodeModulesBundle: true,
  noExternal: [/^@bitelog\//, ...BUNDLED.map((name) => new RegExp(`^${name}(/|$)`))],
  async onSuccess() {
    const { manifest, lockfile } = await runtimePackage(repoRoot, "apps/server", BUNDLED);
    await mkdir(runtimeDir, { recursive: true });
    await writeFile(`${runtimeDir}package.json`, `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(`${runtimeDir}package-lock.json`, `${JSON.stringify(lockfile, null, 2)}\n`);
  },
  esbuildPlugins: [rawText],
});
