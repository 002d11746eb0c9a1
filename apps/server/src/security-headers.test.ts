import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import { createServer } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "./testing/test-server";
import { securityHeaders } from "./security-headers";
import { startServerWithTestSettings, startTestServer } from "./testing/test-server";
import { writeWebRoot } from "./testing/web-root";

const THEME_SCRIPT = "\n      document.documentElement.classList.add('light');\n    ";
/** Written by the web app's build: it preloads the language's catalog and the page's route chunks. */
const PRELOAD_SCRIPT = `\n      (function (catalogs) { document.head.appendChild(document.createElement("link")); })({"en":"/assets/messages-abc.js"});\n    `;
const INDEX_HTML = `<!doctype html><html><head><script data-theme-boot>${THEME_SCRIPT}</script><script data-first-paint-preloads>${PRELOAD_SCRIPT}</script><script src="/runtime-config.js" defer></script></head><body><div id="root"></div></body></html>`;

/** Headers as a map of lowercase names, with the CSP split into its directives. */
function securityOf(response: Response) {
  const csp = Object.fromEntries(
    (response.headers.get("content-security-policy") ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources]),
  );
  return { csp, header: (name: string) => response.headers.get(name) };
}

describe("security headers", () => {
  const [pglite] = testBackends();
  let webRoot: string;
  let server: TestServer;
  let httpsServer: TestServer;

  beforeAll(async () => {
    if (!pglite) throw new Error("no PGlite backend");
    webRoot = await writeWebRoot({ "index.html": INDEX_HTML, "assets/app-abc123.js": "console.log('app');" });
    [server, httpsServer] = await Promise.all([
      startTestServer(pglite, { WEB_DIST_DIR: webRoot }),
      startTestServer(pglite, { WEB_DIST_DIR: webRoot, PUBLIC_URL: "https://bitelog.example" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server.stop(), httpsServer.stop()]);
    await rm(webRoot, { recursive: true, force: true });
  });

  it("are on every answer: pages, assets, API, tRPC, errors; those of pages on pages and assets only", async () => {
    const pages: [string, RequestInit?][] = [
      ["/"],
      ["/dashboard"],
      ["/assets/app-abc123.js"],
      ["/assets/missing.js"],
      ["/runtime-config.js"],
    ];
    const api: [string, RequestInit?][] = [
      ["/api/health"],
      ["/api/journal"],
      ["/api/nothing-here"],
      ["/api/auth/firebase", { method: "POST", body: "{" }],
      ["/trpc/health.check"],
    ];
    for (const [path, init] of [...pages, ...api]) {
      const { csp, header } = securityOf(await server.request(path, init));
      const page = pages.some(([pagePath]) => pagePath === path);
      expect(csp["frame-ancestors"], path).toEqual(["'none'"]);
      expect(csp["default-src"], path).toEqual(["'self'"]);
      expect(header("x-content-type-options"), path).toBe("nosniff");
      expect(header("x-frame-options"), path).toBe("DENY");
      expect(header("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(header("strict-transport-security"), path).toBeNull();
      expect(header("referrer-policy"), path).toBe(page ? "strict-origin-when-cross-origin" : null);
      expect(header("permissions-policy") ?? "", path).toContain(page ? "geolocation=(self)" : "");
      expect(header("permissions-policy") === null, path).toBe(!page);
      expect(header("cross-origin-opener-policy"), path).toBe(page ? "same-origin-allow-popups" : null);
    }
  });

  it("allow our origin, each inline script of index.html by its hash, and the identity and payment hosts only", async () => {
    const { csp } = securityOf(await server.request("/"));
    const hash = (script: string) => createHash("sha256").update(script).digest("base64");
    expect(csp["script-src"]).toEqual([
      "'self'",
      `'sha256-${hash(THEME_SCRIPT)}'`,
      `'sha256-${hash(PRELOAD_SCRIPT)}'`,
      "https://apis.google.com",
      "https://js.stripe.com",
    ]);
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["frame-src"]).toEqual(
      expect.arrayContaining(["https://demo-bitelog.firebaseapp.com", "https://checkout.stripe.com"]),
    );
    expect(csp["connect-src"]).toEqual(
      expect.arrayContaining(["'self'", "https://identitytoolkit.googleapis.com"]),
    );
  });

  it("let the web app reach the Auth emulator on the host name it was opened on", async () => {
    const port = new URL(server.url).port;
    for (const host of ["localhost", "127.0.0.1"]) {
      const { csp } = securityOf(await fetch(`http://${host}:${port}/`));
      expect(csp["connect-src"], host).toContain(`http://${host}:9099`);
      expect(csp["frame-src"], host).toContain(`http://${host}:9099`);
    }
  });

  it("add HSTS and upgrade-insecure-requests when the app is served over HTTPS", async () => {
    const { csp, header } = securityOf(await httpsServer.request("/api/health"));
    expect(header("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(csp["upgrade-insecure-requests"]).toEqual([]);
  });
});

/** A MapLibre style as OpenFreeMap's names its hosts: a TileJSON, tiles, glyphs, a sprite, a PMTiles archive. */
function styleServer() {
  const server = createServer((request, response) => {
    const documents: Record<string, unknown> = {
      "/styles/liberty": {
        version: 8,
        sprite: "https://sprites.example/sprites/liberty",
        glyphs: "https://glyphs.example/fonts/{fontstack}/{range}.pbf",
        sources: {
          openmaptiles: { type: "vector", url: "/planet" },
          relief: { type: "raster", tiles: ["https://raster.example/{z}/{x}/{y}.png"] },
          archive: { type: "vector", url: "pmtiles://https://archive.example/world.pmtiles" },
        },
        layers: [],
      },
      "/planet": { tiles: ["https://tiles.example/planet/{z}/{x}/{y}.pbf"] },
    };
    const document = documents[request.url ?? ""];
    response.writeHead(document ? 200 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify(document ?? {}));
  });
  return new Promise<{ url: string; close(): void }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

describe("the map's hosts in the security policy", () => {
  const [pglite] = testBackends();
  const GOOGLE_HOSTS = [
    "https://maps.googleapis.com",
    "https://*.gstatic.com",
    "https://fonts.googleapis.com",
  ];
  let style: Awaited<ReturnType<typeof styleServer>>;
  let base: TestServer;
  beforeAll(async () => {
    if (!pglite) throw new Error("no PGlite backend");
    [style, base] = await Promise.all([styleServer(), startTestServer(pglite)]);
  });
  afterAll(async () => {
    style.close();
    await base.stop();
  });

  const policyOf = async (env: Record<string, string>) => {
    const server = await startServerWithTestSettings(env, { db: base.db });
    try {
      const response = await server.request("/");
      // Read, so the connection is idle and the server stops at once.
      await response.arrayBuffer();
      return securityOf(response).csp;
    } finally {
      await server.stop();
    }
  };
  const everySource = (csp: Record<string, string[]>) => Object.values(csp).flat();

  it("are exactly the style's, its TileJSON's, tiles', glyphs' and sprite's, and Photon's, without a Google key", async () => {
    const csp = await policyOf({
      MAP_STYLE_URL: `${style.url}/styles/liberty`,
      PHOTON_URL: "https://photon.example:2322/",
    });
    const mapHosts = [
      "https://archive.example",
      "https://glyphs.example",
      "https://raster.example",
      "https://sprites.example",
      "https://tiles.example",
      style.url,
    ];
    expect(csp["connect-src"]).toEqual(expect.arrayContaining([...mapHosts, "https://photon.example:2322"]));
    expect(csp["img-src"]).toEqual(expect.arrayContaining(mapHosts));
    expect(csp["worker-src"]).toEqual(["'self'", "blob:"]);
    expect(csp["child-src"]).toEqual(["'self'", "blob:"]);
    for (const host of GOOGLE_HOSTS) expect(everySource(csp)).not.toContain(host);
  });

  it("are the style's own origin alone when the style cannot be read at start", async () => {
    const csp = await policyOf({ MAP_STYLE_URL: `${style.url}/styles/missing`, PHOTON_URL: "off" });
    const mapSources = (directive: string) =>
      (csp[directive] ?? []).filter((source) => /^https?:\/\/(127\.0\.0\.1|[\w.-]+\.example)/.test(source));
    expect(mapSources("connect-src")).toEqual([style.url]);
    expect(mapSources("img-src")).toEqual([style.url]);
  });

  it("keep Google's Maps hosts when GOOGLE_MAPS_API_KEY is set", async () => {
    const csp = await policyOf({ GOOGLE_MAPS_API_KEY: "test-key" });
    expect(csp["script-src"]).toContain("https://maps.googleapis.com");
    expect(csp["connect-src"]).toContain("https://maps.googleapis.com");
    expect(csp["img-src"]).toEqual(
      expect.arrayContaining(["https://*.googleapis.com", "https://*.gstatic.com"]),
    );
    expect(csp["font-src"]).toContain("https://fonts.gstatic.com");
  });
});

describe("security headers on an answer the app did not build", () => {
  it("reach an answer whose headers cannot change (a fetch() response passed on), and a route's own policy wins", async () => {
    const app = new Hono();
    app.use(
      securityHeaders({
        publicUrl: "http://localhost:3000",
        firebaseAuthDomain: "bitelog.firebaseapp.com",
        authEmulatorPort: null,
        inlineScripts: [],
        map: { googleMaps: false, styleOrigins: [] },
        photonOrigin: null,
      }),
    );
    app.get("/origin", (c) =>
      c.text("from elsewhere", 200, { "Content-Security-Policy": "default-src 'none'" }),
    );
    app.get("/passed-on", () => fetch(new URL("/origin", url)));
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const passedOn = await fetch(new URL("/passed-on", url));
      expect(passedOn.status).toBe(200);
      expect(await passedOn.text()).toBe("from elsewhere");
      expect(passedOn.headers.get("x-frame-options")).toBe("DENY");
      expect(passedOn.headers.get("content-security-policy")).toBe("default-src 'none'");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
