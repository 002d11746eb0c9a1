import type { Hono } from "hono";
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";

import type { RuntimeConfig } from "@bitelog/config";
import { RUNTIME_CONFIG_GLOBAL } from "@bitelog/config";

/** Paths of files (a name with an extension); every other page path gets index.html. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/** The installed app's files that keep their names from one version to the next: always asked again. */
const REVALIDATED = new Set(["/sw.js", "/manifest.webmanifest"]);

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Files whose URL changes whenever their bytes do: the build's hashed assets, and the landing
 * screenshots, whose URLs carry the build's version of them (`?v=`).
 */
function isVersioned(path: string, query: URLSearchParams): boolean {
  return path.startsWith("/assets/") || (path.startsWith("/landing/") && query.has("v"));
}

/** The built app's index.html, read once at start; null when the web app has not been built. */
export function readIndexHtml(webRoot: string): string | null {
  const path = join(webRoot, "index.html");
  return existsSync(path) ? readFileSync(path, "utf8") : null;
}

/**
 * Serves the built web app: hashed and versioned files cached for a year (scripts and stylesheets as their
 * Brotli or gzip copies to the browsers that take them), the runtime config script never cached, the
 * service worker and the manifest revalidated (a new version is found at once), and
 * index.html for every other page path (client-side routes, including the 404 page).
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
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
