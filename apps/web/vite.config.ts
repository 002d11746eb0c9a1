import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";

import { firstPaintPreloads } from "./build-plugins/first-paint-preloads";
import { folderVersion } from "./build-plugins/folder-version";
import { prerenderPages } from "./build-plugins/prerender";
import { worldBasemapPlugin } from "./build-plugins/world-basemap";
import { worldCountriesPlugin } from "./build-plugins/world-countries";
import { worldTownsPlugin } from "./build-plugins/world-towns";
import pkg from "./package.json" with { type: "json" };
import { PHOTO_CACHE_NAME } from "./src/features/offline/cache-names";

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|use-sync-external-store|@lingui[\\/](core|react)|clsx|tailwind-merge|class-variance-authority)[\\/]/;

/** The public pages' layout route, as the router's code splitting builds it. */
const PUBLIC_LAYOUT = "src/routes/_public.tsx?tsr-split=component";

/**
 * The installed app (issue 21): its manifest, and a Workbox service worker that precaches the app's
 * code, styles, icons and every language's catalog, so that a journal opened before opens without a
 * connection. It answers every page path with index.html and leaves the API and the shared pages
 * (/s/…) to the network; of an account it keeps only the photos already viewed, emptied at logout.
 * A new version waits until the person reloads (see features/offline/update-prompt.tsx).
 */
function installableApp() {
  return VitePWA({
    registerType: "prompt",
    injectRegister: false,
    manifest: {
      name: "Bitelog — your restaurant journal",
      short_name: "Bitelog",
      description: "Your personal restaurant and food journal: visits, ratings, photos, search and a map.",
      id: "/",
      start_url: "/dashboard",
      scope: "/",
      display: "standalone",
      // The light theme's; index.html gives the dark theme's bar colour by media query.
      theme_color: "#b45309",
      background_color: "#fbf8f3",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
      // "Share → Bitelog" from Google Maps or a browser opens "Add a place to try" (issue 33).
      share_target: {
        action: "/to-try/add",
        method: "GET",
        // Unused by a GET, but Chromium warns about a share target that leaves it out.
        enctype: "application/x-www-form-urlencoded",
        params: { title: "title", text: "text", url: "url" },
      },
    },
    workbox: {
      globPatterns: ["**/*.{js,mjs,css,html,svg,png}"],
      // The landing page's screenshots are for visitors, not for the installed journal; the small
      // towns of the built-in map (most of the towns' bytes) are fetched when a map zooms in to them.
      // The prerendered landing pages are for first visits: the installed app opens index.html.
      globIgnores: ["landing/**", "prerendered/**", "assets/_virtual_world-towns-[23]-*"],
      // The open map's module (MapLibre and the built-in basemap) is the largest file.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: "/index.html",
      navigateFallbackDenylist: [/^\/api\//, /^\/trpc\//, /^\/s\//],
      runtimeCaching: [
        {
          // The deployment's settings (Firebase project, map provider): fresh when online, the last
          // copy when not.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/runtime-config.js",
          handler: "NetworkFirst",
          options: { cacheName: "runtime-config", networkTimeoutSeconds: 4 },
        },
        {
          // Photos already viewed, for the journal offline. A photo's path is new for every upload
          // and never serves other bytes, so the copy is kept; the token in the address changes
          // (it is renewed) and is no part of the cache key: a credential is never stored, and a
          // photo viewed with one token shows with the next, or offline with none. Copies an earlier
          // version kept under their whole address are still found (ignoreSearch). Emptied at
          // logout (features/offline/forget-device-data.ts).
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/api/images/"),
          handler: "CacheFirst",
          options: {
            cacheName: PHOTO_CACHE_NAME,
            matchOptions: { ignoreSearch: true },
            plugins: [
              {
                // Copied into the service worker as source: it may use nothing from this file.
                cacheKeyWillBeUsed: ({ request }: { request: Request }) => {
                  const url = new URL(request.url);
                  url.searchParams.delete("token");
                  return Promise.resolve(url.href);
                },
              },
            ],
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 2000, purgeOnQuotaError: true },
          },
        },
      ],
      cleanupOutdatedCaches: true,
      // The first version takes the open page at once; later ones wait for the person's Reload.
      clientsClaim: true,
    },
  });
}

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
      worldCountriesPlugin(),
      worldTownsPlugin(),
      firstPaintPreloads({
        catalog: /[\\/]locales[\\/]([a-z]+)[\\/]messages\.po$/,
        // The prerendered pages' route chunks, which their hydration waits for (bench/web.ts counts
        // the landing page's as its first paint).
        pages: {
          "/": [PUBLIC_LAYOUT, "src/routes/_public/index.tsx?tsr-split=component"],
          "/terms": [PUBLIC_LAYOUT, "src/routes/_public/terms.tsx?tsr-split=component"],
          "/privacy": [PUBLIC_LAYOUT, "src/routes/_public/privacy.tsx?tsr-split=component"],
        },
      }),
      installableApp(),
      prerenderPages({ entry: "src/prerender.tsx" }),
      // Brotli and gzip copies beside each script and stylesheet (name.js.br, name.js.gz), made once
      // per build at the highest levels: the server sends them instead of compressing per request.
      compression({ include: /\.(m?js|css)$/, algorithms: ["brotliCompress", "gzip"] }),
    ],
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      __APP_RELEASE_DATE__: JSON.stringify(pkg.releaseDate),
      // In the landing screenshots' URLs, which the server then has cached for good.
      __LANDING_VERSION__: JSON.stringify(folderVersion(`${import.meta.dirname}/public/landing`)),
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
