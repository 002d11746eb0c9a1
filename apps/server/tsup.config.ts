import { defineConfig } from "tsup";

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
});
