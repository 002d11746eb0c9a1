import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser } from "@bitelog/api/testing";
import { createAppUser } from "@bitelog/api/testing";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "./testing/test-server";
import { startTestServer } from "./testing/test-server";

interface LogLine {
  level: number;
  msg: string;
  res?: { status: number };
  req?: { path: string };
}

const INFO = 30;
const ERROR = 50;

describe("the server's log", () => {
  const lines: LogLine[] = [];
  let server: TestServer;
  let user: AppUser;
  beforeAll(async () => {
    const [pglite] = testBackends();
    if (!pglite) throw new Error("no PGlite backend");
    server = await startTestServer(
      pglite,
      { LOG_LEVEL: "info" },
      { logDestination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
    );
    user = await createAppUser(server.db);
  });
  afterAll(async () => {
    await Promise.all([server.stop(), user.dispose()]);
  });

  const levelsOf = (path: string) =>
    lines.filter((line) => line.req?.path === path).map((line) => line.level);

  it("logs client mistakes at info and server failures at error, saying why, on REST and tRPC", async () => {
    const token = await user.idToken();
    const post = (path: string, body: string) =>
      server.request(path, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body,
      });
    expect((await post("/api/journal", "{")).status).toBe(400);
    expect((await post("/trpc/entries.create", "{}")).status).toBe(400);
    expect((await server.request("/api/journal/not-an-id")).status).toBe(401);
    // No payments on this server: 503.
    expect((await post("/api/stripe/create-portal-session", "")).status).toBe(503);
    expect((await post("/trpc/billing.createPortalSession", "{}")).status).toBe(503);

    expect(levelsOf("/api/journal")).toEqual([INFO]);
    expect(levelsOf("/trpc/entries.create")).toEqual([INFO]);
    expect(levelsOf("/api/journal/not-an-id")).toEqual([INFO]);
    expect(levelsOf("/api/stripe/create-portal-session")).toEqual([ERROR]);
    expect(levelsOf("/trpc/billing.createPortalSession")).toEqual([ERROR]);
    // And the failure itself, with its reason.
    const failures = lines.filter((line) => line.msg === "Payments are not configured");
    expect(failures.map((line) => line.level)).toEqual([ERROR, ERROR]);
  });
});
