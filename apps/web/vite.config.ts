import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { compression } from "vite-plugin-compression2";

import { firstPaintPreloads } from "./build-plugins/first-paint-preloads";
import { worldBasemapPlugin } from "./build-plugins/world-basemap";
import pkg from "./package.json" with { type: "json" };

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|use-sync-external-store|@lingui[\\/](core|react)|clsx|tailwind-merge|class-variance-authority)[\\/]/;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, "");
  /** In `npm run dev` the API server listens here and Vite forwards calls to it. */
  const apiTarget = `http://127.0.0.1:${env.BITELOG_API_PORT ?? "3001"}`;
  return {
    plugins: [
      tanstackRouter({ target: "react", autoCodeSplitting: true }),
      react(),
      lingui(),
      babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
      tailwindcss(),
      worldBasemapPlugin(),
      firstPaintPreloads({
        catalog: /[\\/]locales[\\/]([a-z]+)[\\/]messages\.po$/,
        // The landing page's route chunks (bench/web.ts counts the same ones as its first paint).
        pages: {
          "/": [
            "src/routes/_public.tsx?tsr-split=component",
            "src/routes/_public/index.tsx?tsr-split=component",
          ],
        },
      }),
      // Brotli and gzip copies beside each script and stylesheet (name.js.br, name.js.gz), made once
      // per build at the highest levels: the server sends them instead of compressing per request.
      compression({ include: /\.(m?js|css)$/, algorithms: ["brotliCompress", "gzip"] }),
    ],
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      __APP_RELEASE_DATE__: JSON.stringify(pkg.releaseDate),
    },
    build: {
      manifest: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What every screen runs first, in one file instead of a dozen small ones (each gzipped
            // on its own, and each a request before the first paint); then the rest of what the
            // entry imports statically, in the entry (not split by which routes also use it).
            groups: [
              { name: "framework", test: FRAMEWORK, priority: 10 },
              { name: "initial", tags: ["$initial"], priority: 5 },
            ],
          },
        },
      },
    },
    server: {
      port: Number(env.PORT ?? 3000),
      strictPort: true,
      proxy: Object.fromEntries(["/api", "/trpc", "/runtime-config.js"].map((path) => [path, apiTarget])),
    },
  };
});
