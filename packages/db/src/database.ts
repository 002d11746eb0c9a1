import { mkdir } from "node:fs/promises";
import { PGlite, types } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";

import type { Database } from "./schema";
import { initPgliteDataDir } from "./pglite-data-dir";

export type Db = Kysely<Database>;

export type DbOptions =
  | {
      kind: "postgres";
      url: string;
      maxConnections?: number;
      /**
       * An idle pooled connection failed (the server restarted, or an admin ended it). The pool drops
       * it and opens another on demand; without a listener Node would treat the error as fatal.
       */
      onIdleConnectionError?: (error: Error) => void;
    }
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/**
 * Both backends hand rows back in the same shapes: dates as "YYYY-MM-DD" strings (never a Date at
 * local midnight) and 64-bit counts as numbers.
 */
const parseDate = (value: string) => value;
const parseInt8 = (value: string) => Number(value);
const parsers = { [types.DATE]: parseDate, [types.INT8]: parseInt8 };

const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: Parameters<typeof pg.types.getTypeParser>[0], format?: "text") => {
    if (oid === pg.types.builtins.DATE) return parseDate;
    if (oid === pg.types.builtins.INT8) return parseInt8;
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  }) as typeof pg.types.getTypeParser,
};

/**
 * PGlite lives in the server's own memory, which WebAssembly never gives back: a shared buffer pool
 * sized for a database server (initdb's default) is written full during initdb and migrations and
 * then held for good. A personal journal's hot pages fit in far less, and the operating system's
 * file cache still holds the rest of the data folder.
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB"];

export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    await initPgliteDataDir(options.dataDir);
  }
  return PGlite.create(options.dataDir, {
    extensions: { pg_trgm, btree_gin, unaccent },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
    parsers,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
}

/** PostgreSQL through `pg` when a URL is given, otherwise PGlite (in a folder, or in memory). */
export async function createDb(options: DbOptions): Promise<Db> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      types: pgTypes,
      // While the server is unreachable a request fails in seconds (503) instead of waiting forever,
      // and a connection to a host that vanished without closing it is noticed.
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    pool.on("error", (error) => options.onIdleConnectionError?.(error));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const pglite = await createPglite(options);
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}
