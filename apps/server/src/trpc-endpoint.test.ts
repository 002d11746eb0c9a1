import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ProcedureMeta } from "@bitelog/api/server";
import type { AppUser } from "@bitelog/api/testing";
import { appRouter } from "@bitelog/api/server";
import { createAppUser } from "@bitelog/api/testing";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "./testing/test-server";
import { startTestServer } from "./testing/test-server";

/** Every procedure of the full router by its path, with its type and meta. */
const fullRouter: Record<string, unknown> = appRouter._def.procedures;
const procedures = Object.entries(fullRouter).map(([path, procedure]) => {
  const { type, meta } = (procedure as { _def: { type: string; meta?: ProcedureMeta } })._def;
  return { path, type, meta };
});

describe("the public /trpc endpoint", () => {
  let server: TestServer;
  let user: AppUser;
  beforeAll(async () => {
    const [pglite] = testBackends();
    if (!pglite) throw new Error("no PGlite backend");
    server = await startTestServer(pglite);
    user = await createAppUser(server.db);
  });
  afterAll(() => Promise.all([server.stop(), user.dispose()]));

  const status = async (path: string, type: string) => {
    const response = await server.request(`/trpc/${path}`, {
      method: type === "query" ? "GET" : "POST",
      headers: { authorization: `Bearer ${await user.idToken()}`, "content-type": "application/json" },
      ...(type === "query" ? {} : { body: "{}" }),
    });
    return response.status;
  };

  it("answers 404 for every procedure meant only for the server's own routes", async () => {
    const restOnly = procedures.filter((procedure) => procedure.meta?.restOnly);
    expect(restOnly.map((procedure) => procedure.path)).toEqual(
      expect.arrayContaining([
        "photos.upload",
        "photos.image",
        "billing.webhook",
        "transfer.start",
        "transfer.page",
        "transfer.importFile",
      ]),
    );
    for (const { path, type } of restOnly) expect(await status(path, type), path).toBe(404);
  });

  it("serves the procedures the web app calls", async () => {
    for (const path of ["entries.list", "membership.info", "sharing.sharedEntryIds", "photos.accessToken"]) {
      expect(await status(path, "query"), path).toBe(200);
    }
    const legacyImport = await server.request("/trpc/transfer.import", {
      method: "POST",
      headers: { authorization: `Bearer ${await user.idToken()}`, "content-type": "application/json" },
      body: JSON.stringify({ entries: [], dryRun: true }),
    });
    // Served (and refused for its empty list), not unknown.
    expect(legacyImport.status).toBe(400);
  });
});
