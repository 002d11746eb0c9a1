import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "./testing";
import { createDb } from "./database";
import { testBackends, testDatabaseUrl } from "./testing";
import { databaseFailure } from "./unavailable";

describe.each(testBackends())("database failures on $name", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await backend.create();
  });
  afterAll(() => t.destroy());

  it("takes a query the database refuses, even one with too many parameters, for no outage", async () => {
    const values = Array.from({ length: 70_000 }, (_, i) => i);
    const tooMany = await sql`select 1 where 1 in (${sql.join(values)})`
      .execute(t.db)
      .catch((e: unknown) => e);
    expect(tooMany).toBeInstanceOf(Error);
    expect(databaseFailure(tooMany)).toBeNull();
    const refused = await sql`select * from no_such_table`.execute(t.db).catch((e: unknown) => e);
    expect(databaseFailure(refused)).toBeNull();
    // Still serving afterwards.
    expect((await sql<{ one: number }>`select 1 as one`.execute(t.db)).rows).toEqual([{ one: 1 }]);
  });
});

describe("a database that cannot be reached", () => {
  it("is unreachable", async () => {
    const db = await createDb({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none" });
    const error = await sql`select 1`.execute(db).catch((e: unknown) => e);
    expect(databaseFailure(error)).toBe("unreachable");
    await db.destroy();
  });
});

describe.runIf(testDatabaseUrl)("a PostgreSQL whose pooled connections are all in use", () => {
  it("is busy, not unreachable, once the wait for a connection runs out", async () => {
    const db = await createDb({
      kind: "postgres",
      url: testDatabaseUrl ?? "",
      maxConnections: 1,
      timeouts: { connectMs: 200 },
    });
    let holding!: () => void;
    let release!: () => void;
    const taken = new Promise<void>((resolve) => (holding = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = db.connection().execute(async (connection) => {
      await sql`select 1`.execute(connection);
      holding();
      await held;
    });
    await taken;
    const error = await sql`select 1`.execute(db).catch((e: unknown) => e);
    release();
    await holder;
    expect(databaseFailure(error)).toBe("busy");
    await db.destroy();
  });
});
