import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

import type { Db } from "@bitelog/db";
import { createDb, migrateToLatest } from "@bitelog/db";

import { benchEnv } from "./env";

/** A fresh database for one benchmark, and the server settings that point a server at it. */
export interface BenchDatabase {
  name: "pglite" | "postgres";
  /** DATA_DIR (photos, and PGlite's files) and DATABASE_URL for PostgreSQL. */
  serverEnv: Record<string, string>;
  dataDir: string;
  /**
   * Opens the migrated database directly, to seed it. PGlite's files belong to one process at a
   * time, so with PGlite the server must not be running meanwhile.
   */
  open(): Promise<Db>;
  drop(): Promise<void>;
}

export async function pgliteDatabase(): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), "bitelog-bench-"));
  return {
    name: "pglite",
    dataDir,
    serverEnv: { DATA_DIR: dataDir },
    async open() {
      const db = await createDb({ kind: "pglite", dataDir: join(dataDir, "pglite") });
      await migrateToLatest(db);
      return db;
    },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function postgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `bitelog_bench_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), "bitelog-bench-"));
  return {
    name: "postgres",
    dataDir,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async open() {
      const db = await createDb({
        kind: "postgres",
        url: url.toString(),
        onIdleConnectionError: () => undefined,
        // Seeding a million rows takes longer than any request may: no statement time limit here.
        timeouts: { statementMs: 0 },
      });
      await migrateToLatest(db);
      return db;
    },
    async drop() {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function benchDatabaseKinds(): (() => Promise<BenchDatabase>)[] {
  const { databaseUrl } = benchEnv;
  return databaseUrl ? [pgliteDatabase, () => postgresDatabase(databaseUrl)] : [pgliteDatabase];
}

/** Opens, seeds and closes the database (before a PGlite server starts on it). */
export async function seed<T>(database: BenchDatabase, fill: (db: Db) => Promise<T>): Promise<T> {
  const db = await database.open();
  try {
    return await fill(db);
  } finally {
    await db.destroy();
  }
}
