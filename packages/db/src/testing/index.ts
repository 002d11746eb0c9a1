import { randomBytes } from "node:crypto";
import {
  DummyDriver,
  Kysely,
  PGliteDialect,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from "kysely";
import pg from "pg";

import type { Db } from "../database";
import { createDb, createPglite } from "../database";
import { migrateToLatest } from "../migrate";
import { testDatabaseUrl } from "./env";

export { testDatabaseUrl } from "./env";

export interface TestDatabase {
  db: Db;
  /** The connection URL of a PostgreSQL test database (for a second pool, or a server of its own). */
  url?: string;
  destroy(): Promise<void>;
}

export interface TestBackend {
  name: "pglite" | "postgres";
  /** A fresh, migrated, empty database of its own. */
  create(): Promise<TestDatabase>;
}

let pgliteSnapshot: Promise<Blob> | undefined;

/** Migrating PGlite takes seconds; restoring a migrated data dir takes a fraction of that. */
function migratedPgliteSnapshot(): Promise<Blob> {
  pgliteSnapshot ??= (async () => {
    const pglite = await createPglite();
    const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
    await migrateToLatest(db);
    const snapshot = await pglite.dumpDataDir("none");
    await db.destroy();
    return snapshot;
  })();
  return pgliteSnapshot;
}

const pgliteBackend: TestBackend = {
  name: "pglite",
  async create() {
    const db = await createDb({ kind: "pglite", loadDataDir: await migratedPgliteSnapshot() });
    return { db, destroy: () => db.destroy() };
  },
};

function postgresBackend(adminUrl: string): TestBackend {
  return {
    name: "postgres",
    async create() {
      const name = `bitelog_t_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      // The database is dropped with force at the end, which ends the pool's connections: expected.
      const db = await createDb({
        kind: "postgres",
        url: url.toString(),
        onIdleConnectionError: () => undefined,
      });
      await migrateToLatest(db);
      return {
        db,
        url: url.toString(),
        async destroy() {
          await db.destroy();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

/** PGlite always; the real PostgreSQL server too when TEST_DATABASE_URL is set. */
export function testBackends(): TestBackend[] {
  return testDatabaseUrl ? [pgliteBackend, postgresBackend(testDatabaseUrl)] : [pgliteBackend];
}

/** A database of the schema that runs no query: for the SQL text of a query, or where only its identity matters. */
export function compileOnlyDb(): Db {
  return new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
