import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "./testing/test-server";
import { startTestServer } from "./testing/test-server";
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

  it("are on every answer: pages, assets, API, tRPC, errors", async () => {
    const requests: [string, RequestInit?][] = [
      ["/"],
      ["/dashboard"],
      ["/assets/app-abc123.js"],
      ["/assets/missing.js"],
      ["/runtime-config.js"],
      ["/api/health"],
      ["/api/journal"],
      ["/api/nothing-here"],
      ["/api/auth/firebase", { method: "POST", body: "{" }],
      ["/trpc/health.check"],
    ];
    for (const [path, init] of requests) {
      const { csp, header } = securityOf(await server.request(path, init));
      expect(csp["frame-ancestors"], path).toEqual(["'none'"]);
      expect(csp["default-src"], path).toEqual(["'self'"]);
      expect(header("x-content-type-options"), path).toBe("nosniff");
      expect(header("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(header("permissions-policy"), path).toContain("geolocation=(self)");
      expect(header("strict-transport-security"), path).toBeNull();
    }
  });

  it("allow our origin, each inline script of index.html by its hash, and the identity, maps and payment hosts only", async () => {
    const { csp } = securityOf(await server.request("/"));
    const hash = (script: string) => createHash("sha256").update(script).digest("base64");
    expect(csp["script-src"]).toEqual([
      "'self'",
      `'sha256-${hash(THEME_SCRIPT)}'`,
      `'sha256-${hash(PRELOAD_SCRIPT)}'`,
      "https://apis.google.com",
      "https://maps.googleapis.com",
      "https://js.stripe.com",
    ]);
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["frame-src"]).toEqual(
      expect.arrayContaining(["https://demo-bitelog.firebaseapp.com", "https://checkout.stripe.com"]),
    );
    expect(csp["connect-src"]).toEqual(
      expect.arrayContaining([
        "'self'",
        "https://identitytoolkit.googleapis.com",
        "https://maps.googleapis.com",
      ]),
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
