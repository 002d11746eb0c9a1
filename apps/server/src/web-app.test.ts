import { rm } from "node:fs/promises";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "./testing/test-server";
import { startTestServer } from "./testing/test-server";
import { writeWebRoot } from "./testing/web-root";
import { requestLanguage } from "./web-app";

const INDEX_HTML = `<!doctype html><html><head><script data-first-paint-preloads>preload();</script></head><body></body></html>`;
const prerenderedLanding = (language: string) =>
  `<!doctype html><html lang="${language}"><body><div id="root" data-prerendered="/"><h1>${language}</h1></div></body></html>`;
const PRERENDERED_TERMS = `<!doctype html><html lang="de"><body><div id="root" data-prerendered="/terms"></div></body></html>`;
/** A legal page as the build makes it for one kind of site, with the stand-ins of @bitelog/config's STAND_IN_SETTINGS. */
const prerenderedPrivacy = (kind: string) =>
  `<div id="root" data-prerendered="/privacy"><p>${kind}: tiles.prerendered.invalid, <a href="mailto:contact@prerendered.invalid">contact@prerendered.invalid</a></p></div>`;
/** The site the tests run: the open map from this host, no Photon, and a contact address. */
const TILE_HOST = "127.0.0.1:1";
const CONTACT_EMAIL = "privacy@bitelog.test";
const SCRIPT = `export const greeting = "${"hello ".repeat(500)}";\n`;

describe("the web app", () => {
  const [pglite] = testBackends();
  let webRoot: string;
  let server: TestServer;

  beforeAll(async () => {
    if (!pglite) throw new Error("no PGlite backend");
    webRoot = await writeWebRoot({
      "index.html": INDEX_HTML,
      "prerendered/en/index.html": prerenderedLanding("en"),
      "prerendered/de/index.html": prerenderedLanding("de"),
      "prerendered/de/terms.html": PRERENDERED_TERMS,
      ...Object.fromEntries(
        ["open-contact", "open", "open-photon-contact", "google-contact"].map((kind) => [
          `prerendered/de/privacy.${kind}.html`,
          prerenderedPrivacy(kind),
        ]),
      ),
      "assets/app-abc123.js": SCRIPT,
      "assets/app-abc123.js.br": brotliCompressSync(SCRIPT),
      "assets/app-abc123.js.gz": gzipSync(SCRIPT),
      "landing/en/map-desktop.avif": new Uint8Array([0, 0, 0, 28]),
      "icons/icon-192.png": new Uint8Array([137, 80, 78, 71]),
      "workbox-e2ed41b0.js": "self.workbox = {};",
      "sw.js": "self.addEventListener('fetch', () => {});",
      "manifest.webmanifest": JSON.stringify({ name: "Bitelog", start_url: "/dashboard" }),
    });
    server = await startTestServer(pglite, { WEB_DIST_DIR: webRoot, CONTACT_EMAIL });
  });
  afterAll(async () => {
    await server.stop();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("serves index.html, with the build's inline scripts, for every page path not prerendered", async () => {
    for (const path of ["/dashboard", "/entry/42", "/privacy", "/?auth=signup"]) {
      const response = await server.request(path);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expect(await response.text(), path).toBe(INDEX_HTML);
    }
  });

  it("serves the prerendered landing page in the language the request asks for", async () => {
    const cases: [headers: Record<string, string>, language: string][] = [
      [{}, "en"],
      [{ "accept-language": "de-CH,de;q=0.9,en;q=0.8" }, "de"],
      [{ "accept-language": "ja, de;q=0.5" }, "de"],
      [{ "accept-language": "en;q=0.4, de;q=0.9" }, "de"],
      [{ "accept-language": "ja" }, "en"],
      // The person's choice in the app wins over the browser's languages.
      [{ "accept-language": "de", cookie: "bitelog-language=en" }, "en"],
      [{ "accept-language": "en", cookie: "theme=dark; bitelog-language=de" }, "de"],
      [{ "accept-language": "de", cookie: "bitelog-language=xx" }, "de"],
    ];
    for (const [headers, language] of cases) {
      const response = await server.request("/", { headers });
      const label = JSON.stringify(headers);
      expect(await response.text(), label).toBe(prerenderedLanding(language));
      expect(response.headers.get("cache-control"), label).toBe("no-cache");
      expect(response.headers.get("vary"), label).toMatch(/accept-language.*cookie/i);
    }
  });

  it("serves every page the build prerendered, by its file name", async () => {
    const response = await server.request("/terms", { headers: { "accept-language": "de" } });
    expect(await response.text()).toBe(PRERENDERED_TERMS);
  });

  it("serves the legal pages made for this kind of site, with its own map host and contact address", async () => {
    const response = await server.request("/privacy", { headers: { "accept-language": "de" } });
    expect(await response.text()).toBe(
      `<div id="root" data-prerendered="/privacy"><p>open-contact: ${TILE_HOST}, <a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a></p></div>`,
    );
    expect(response.headers.get("vary")).toMatch(/accept-language.*cookie/i);
  });

  it("serves index.html for a language the build did not prerender the page in", async () => {
    const response = await server.request("/", { headers: { cookie: "bitelog-language=fr" } });
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it("takes the language cookie, else Accept-Language, else English", () => {
    expect(requestLanguage("it", "de")).toBe("it");
    expect(requestLanguage(undefined, "pt-BR,pt;q=0.9")).toBe("pt");
    expect(requestLanguage("klingon", "es;q=0.1, fr;q=0.2")).toBe("fr");
    expect(requestLanguage(undefined, undefined)).toBe("en");
  });

  it("sends a script's Brotli copy to browsers that accept Brotli, and its gzip copy to the others", async () => {
    const cases: [accepted: string, encoding: string][] = [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
    ];
    for (const [accepted, encoding] of cases) {
      const response = await server.request("/assets/app-abc123.js", {
        headers: { "accept-encoding": accepted },
      });
      expect(response.headers.get("content-encoding"), accepted).toBe(encoding);
      expect(response.headers.get("vary"), accepted).toMatch(/accept-encoding/i);
      expect(response.headers.get("content-type"), accepted).toMatch(/^text\/javascript/);
      expect(response.headers.get("cache-control"), accepted).toBe("public, max-age=31536000, immutable");
      expect(Number(response.headers.get("content-length")), accepted).toBeGreaterThan(0);
      expect(await response.text(), accepted).toBe(SCRIPT);
    }
  });

  it("has every hashed or versioned file cached for good, and no other", async () => {
    const immutable = "public, max-age=31536000, immutable";
    const cases: [path: string, cacheControl: string | null][] = [
      ["/assets/app-abc123.js", immutable],
      ["/landing/en/map-desktop.avif?v=0123456789ab", immutable],
      ["/workbox-e2ed41b0.js", immutable],
      ["/landing/en/map-desktop.avif", null],
      ["/icons/icon-192.png", null],
    ];
    for (const [path, cacheControl] of cases) {
      const response = await server.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(cacheControl);
    }
    const missing = await server.request("/landing/en/no-such-shot.avif?v=0123456789ab");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBeNull();
  });

  it("has the service worker and the manifest asked for again each time, the manifest as its type", async () => {
    const worker = await server.request("/sw.js");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-type")).toMatch(/^text\/javascript/);
    const manifest = await server.request("/manifest.webmanifest");
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
  });
});
