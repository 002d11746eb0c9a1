import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";

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
            // on its own, and each a request before the first paint).
            groups: [{ name: "framework", test: FRAMEWORK, priority: 10 }],
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
