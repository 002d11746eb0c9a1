import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser } from "@bitelog/api/testing";
import type { TestDatabase } from "@bitelog/db/testing";
import { createAppUser } from "@bitelog/api/testing";
import { testBackends } from "@bitelog/db/testing";

import type { TcpProxy } from "./testing/tcp-proxy";
import type { TestServer } from "./testing/test-server";
import { startTcpProxy } from "./testing/tcp-proxy";
import { startServerWithTestSettings } from "./testing/test-server";

const postgres = testBackends().find((backend) => backend.name === "postgres");

// PGlite lives in the server's process: only a database across the network can go away.
describe.runIf(postgres)("a server whose PostgreSQL goes away", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: TestServer;
  let user: AppUser;

  beforeAll(async () => {
    database = await (postgres?.create() ?? Promise.reject(new Error("no PostgreSQL")));
    const url = new URL(database.url ?? "");
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startServerWithTestSettings({ DATABASE_URL: url.toString() });
    user = await createAppUser(database.db);
  });
  afterAll(async () => {
    await server.stop();
    await proxy.close();
    await user.dispose();
    await database.destroy();
  });

  const send = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, server.url), {
      ...init,
      headers: { authorization: `Bearer ${await user.idToken()}`, "content-type": "application/json" },
    });
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: await response.json(),
    };
  };
  const visit = JSON.stringify({ restaurantName: "Outage Diner", visitDate: "2025-10-27" });

  it("answers 503 with a clear message while it is cut off, and serves again once it is back, without a restart", async () => {
    expect((await send("/api/journal", { method: "POST", body: visit })).status).toBe(201);

    await proxy.cut();
    const unavailable = {
      status: 503,
      retryAfter: "5",
      body: {
        error: "Database unavailable",
        code: "DATABASE_UNAVAILABLE",
        message: "The database cannot be reached at the moment. Please try again in a few seconds.",
      },
    };
    expect(await send("/api/journal")).toEqual(unavailable);
    expect(await send("/api/journal", { method: "POST", body: visit })).toEqual(unavailable);
    expect(await send("/api/health")).toEqual(unavailable);
    const trpc = await send("/trpc/entries.list");
    expect(trpc).toMatchObject({
      status: 503,
      retryAfter: "5",
      body: { error: { data: { appError: unavailable.body } } },
    });

    await proxy.restore();
    const listed = await send("/api/journal");
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([expect.objectContaining({ restaurant_name: "Outage Diner" })]);
    expect((await send("/api/journal", { method: "POST", body: visit })).status).toBe(201);
  });
});
