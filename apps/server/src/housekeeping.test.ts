import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Logger } from "@bitelog/api/server";
import type { TestDatabase } from "@bitelog/db/testing";
import { createTestPorts } from "@bitelog/api/testing";
import { testBackends } from "@bitelog/db/testing";

import { startHousekeeping } from "./housekeeping";

describe.each(testBackends())("housekeeping on $name", (backend) => {
  let database: TestDatabase;
  let ports: Awaited<ReturnType<typeof createTestPorts>>;

  beforeAll(async () => {
    [database, ports] = await Promise.all([backend.create(), createTestPorts()]);
  });
  afterAll(() => Promise.all([database.destroy(), ports.close()]));

  it("runs every job when one fails, and logs the one that failed", async () => {
    const { db } = database;
    const longAgo = new Date(Date.now() - 7 * 24 * 60 * 60_000);
    await db.insertInto("photo_file_cleanup").values({ path: "photos/gone.webp", due_at: longAgo }).execute();
    await db
      .insertInto("rate_limit_counters")
      .values({ key: "signIn:client:203.0.113.7", window_start: longAgo, hits: 3 })
      .execute();
    const warnings: object[] = [];
    const logger: Logger = {
      info: () => undefined,
      warn: (details) => void warnings.push(details),
      error: () => undefined,
    };
    const photos = { ...ports.photos, delete: () => Promise.reject(new Error("storage down")) };

    // The first round runs at once; stop() waits for it.
    await startHousekeeping({ db, ports: { ...ports, photos }, logger }).stop();

    expect(await db.selectFrom("rate_limit_counters").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("photo_file_cleanup").select("path").execute()).toHaveLength(1);
    expect(warnings).toEqual([{ err: new Error("storage down"), job: "files" }]);
  });
});
