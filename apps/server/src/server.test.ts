import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "./testing/test-server";
import { startTestServer } from "./testing/test-server";

describe.each(testBackends())("server on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.stop());

  it("answers the health check after a database round trip", async () => {
    const response = await server.request("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    for (const [method, path] of [
      ["GET", "/api/nothing-here"],
      ["POST", "/api/journal/../../etc"],
      ["DELETE", "/api"],
    ] as const) {
      const response = await server.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toMatchObject({ error: "Not found", code: "NOT_FOUND" });
    }
  });

  it("serves tRPC calls, small answers whole with their length rather than through gzip", async () => {
    const response = await server.request("/trpc/health.check", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBeNull();
    const body = await response.text();
    expect(Number(response.headers.get("content-length"))).toBe(body.length);
    expect(JSON.parse(body)).toEqual({ result: { data: { status: "ok" } } });
  });

  it("delivers the runtime configuration to the browser, uncached", async () => {
    const response = await server.request("/runtime-config.js");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const script = await response.text();
    expect(script).toMatch(/^window\.__BITELOG_CONFIG__ = \{/);
    expect(script).toContain('"authEmulatorPort":9099');
  });

  it("never leaks a stack trace", async () => {
    const response = await server.request("/trpc/health.nope");
    expect(response.status).toBe(404);
    expect(JSON.stringify(await response.json())).not.toContain("stack");
  });
});
