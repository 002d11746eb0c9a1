import type { Context, Hono } from "hono";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { getCookie } from "hono/cookie";

import type { Language, RuntimeConfig, ShownSettings } from "@bitelog/config";
import {
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  RUNTIME_CONFIG_GLOBAL,
  settingsKind,
  shownSettings,
  withSettings,
} from "@bitelog/config";

import { languageOf } from "./share-page/language";

/** Paths of files (a name with an extension); every other page path gets index.html. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/** The installed app's files that keep their names from one version to the next: always asked again. */
const REVALIDATED = new Set(["/sw.js", "/manifest.webmanifest"]);

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The service worker's Workbox runtime, named by its content's hash (beside sw.js). */
const WORKBOX_RUNTIME = /^\/workbox-[0-9a-f]{8}\.js$/;

/**
 * Files whose URL changes whenever their bytes do: the build's hashed assets and Workbox runtime,
 * and the landing screenshots, whose URLs carry the build's version of them (`?v=`).
 */
function isVersioned(path: string, query: URLSearchParams): boolean {
  return (
    path.startsWith("/assets/") ||
    WORKBOX_RUNTIME.test(path) ||
    (path.startsWith("/landing/") && query.has("v"))
  );
}

/** The built app's index.html, read once at start; null when the web app has not been built. */
export function readIndexHtml(webRoot: string): string | null {
  const path = join(webRoot, "index.html");
  return existsSync(path) ? readFileSync(path, "utf8") : null;
}

/** A page path's prerendered copies, by language. */
type PrerenderedPages = Map<string, Map<Language, string>>;

/** A prerendered file's name: the page's, where "index" is "/", then the kind of site it was made for, if any. */
const PRERENDERED_FILE = /^([^.]+)(?:\.([a-z-]+))?\.html$/;

/**
 * The pages the web app's build prerendered (apps/web/build-plugins/prerender.ts), read once at
 * start from prerendered/<language>/<name>.html: empty when there are none. A page that shows the
 * site's settings (the legal pages) was made for each kind of site (<name>.<kind>.html) with
 * stand-ins: this site's kind is taken, with its own values in place of the stand-ins.
 */
export function readPrerenderedPages(webRoot: string, settings: ShownSettings): PrerenderedPages {
  const pages: PrerenderedPages = new Map();
  const folder = join(webRoot, "prerendered");
  if (!existsSync(folder)) return pages;
  for (const language of readdirSync(folder).filter(isLanguage)) {
    for (const file of readdirSync(join(folder, language))) {
      const [, name, kind] = PRERENDERED_FILE.exec(file) ?? [];
      if (!name || (kind !== undefined && kind !== settingsKind(settings))) continue;
      const path = name === "index" ? "/" : `/${name}`;
      const copies = pages.get(path) ?? new Map<Language, string>();
      copies.set(language, withSettings(readFileSync(join(folder, language, file), "utf8"), settings));
      pages.set(path, copies);
    }
  }
  return pages;
}

/**
 * The language the app will pick in this browser, as far as its request tells: the language
 * cookie the app sets with the person's choice, else Accept-Language (the browser's languages).
 */
export function requestLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  return isLanguage(cookie) ? cookie : languageOf(acceptLanguage);
}

/** The prerendered copy of the page asked for, in the request's language; null for any other page, or with a query. */
function prerenderedPage(c: Context, pages: PrerenderedPages): string | null {
  const copies = pages.get(c.req.path);
  if (!copies || new URL(c.req.url).search !== "") return null;
  const language = requestLanguage(getCookie(c, LANGUAGE_STORAGE_KEY), c.req.header("accept-language"));
  return copies.get(language) ?? null;
}

/**
 * Serves the built web app: hashed and versioned files cached for a year (scripts and stylesheets as their
 * Brotli or gzip copies to the browsers that take them), the runtime config script never cached, the
 * service worker and the manifest revalidated (a new version is found at once), the prerendered
 * public pages in the request's language where there is one, and index.html for every other page
 * path (client-side routes, including the 404 page).
 */
export function mountWebApp(
  app: Hono,
  options: { webRoot: string; indexHtml: string | null; runtimeConfig: RuntimeConfig },
): void {
  const script = `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(options.runtimeConfig)};\n`;
  app.get("/runtime-config.js", (c) => {
    c.header("Cache-Control", "no-store");
    return c.body(script, 200, { "Content-Type": "text/javascript; charset=utf-8" });
  });

  const { indexHtml } = options;
  if (indexHtml === null) return;
  const root = relative(process.cwd(), options.webRoot) || ".";

  // The build writes Brotli and gzip copies beside each script and stylesheet (name.js.br, .gz):
  // nothing to compress per request, and Brotli an eighth smaller. Other answers are compressed as they go.
  const files = serveStatic({ root, precompressed: true });
  app.get("*", async (c, next) => {
    if (!FILE_PATH.test(c.req.path)) return next();
    const served = await files(c, () => Promise.resolve());
    if (!served?.ok) return served ?? c.text("Not found", 404);
    if (REVALIDATED.has(c.req.path)) served.headers.set("Cache-Control", "no-cache");
    else if (isVersioned(c.req.path, new URL(c.req.url).searchParams))
      served.headers.set("Cache-Control", IMMUTABLE);
    return served;
  });
  const prerendered = readPrerenderedPages(options.webRoot, shownSettings(options.runtimeConfig));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    const page = prerenderedPage(c, prerendered);
    if (page === null) return c.html(indexHtml);
    c.header("Vary", "Accept-Language, Cookie", { append: true });
    return c.html(page);
  });
}
