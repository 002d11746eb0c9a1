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

/**
 * How long PostgreSQL lets one session wait or hold: a lock not granted in `lockMs` fails the
 * statement (503, "database busy") instead of queueing every write of that user behind a stuck
 * peer until the pool is spent; no statement runs past `statementMs`; and a transaction left idle
 * for `idleInTransactionMs` (its server copy lost or hung) is ended with its locks, so that a peer
 * costs seconds, never another user's request. A query waits `connectMs` at most for a pooled
 * connection, or for a new one to open.
 */
export interface DatabaseTimeouts {
  lockMs: number;
  statementMs: number;
  idleInTransactionMs: number;
  connectMs: number;
}

export const DATABASE_TIMEOUTS: DatabaseTimeouts = {
  lockMs: 3000,
  statementMs: 15_000,
  idleInTransactionMs: 10_000,
  connectMs: 5000,
};

export type DbOptions =
  | {
      kind: "postgres";
      url: string;
      maxConnections?: number;
      /** Instead of DATABASE_TIMEOUTS (tests that wait for them). */
      timeouts?: Partial<DatabaseTimeouts>;
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

/**
 * PostgreSQL through `pg` when a URL is given, otherwise PGlite (in a folder, or in memory). PGlite
 * is one connection inside this process: no peer can hold its locks, and its statements run one at
 * a time on this thread, so the time limits are PostgreSQL's only (the request deadline covers both).
 */
export async function createDb(options: DbOptions): Promise<Db> {
  if (options.kind === "postgres") {
    const timeouts = { ...DATABASE_TIMEOUTS, ...options.timeouts };
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      types: pgTypes,
      // While the server is unreachable a request fails in seconds (503) instead of waiting forever,
      // and a connection to a host that vanished without closing it is noticed (keepalive probes
      // from its first idle seconds rather than the system's two hours).
      connectionTimeoutMillis: timeouts.connectMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      lock_timeout: timeouts.lockMs,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    });
    pool.on("error", (error) => options.onIdleConnectionError?.(error));
    // A connection lost mid-query (its server or network gone) fails that query, and also emits an
    // error that the pool listens for only while the connection is idle: unheard, it would end
    // the process. The query's caller has the error already.
    pool.on("connect", (client) => client.on("error", () => undefined));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const pglite = await createPglite(options);
  const listeners = new Set<AccountChangeListener>();
  // Before any statement runs, so that no change from here on goes untold.
  await pglite.listen(ACCOUNT_CHANGES, (firebaseUid) => {
    for (const listener of listeners) listener(firebaseUid);
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  accountChangeListeners.set(db, listeners);
  return db;
}

/** The channel of 0021_account_change_notices. */
const ACCOUNT_CHANGES = "account_changes";

export type AccountChangeListener = (firebaseUid: string) => void;

/** Per PGlite database opened by createDb, whom to tell of a changed account. */
const accountChangeListeners = new WeakMap<Db, Set<AccountChangeListener>>();

/**
 * Calls `listener` with the Firebase uid of every account whose row a committed statement changed
 * or deleted, before that statement's caller goes on (PGlite hands its notices on first), and
 * answers true; or answers false and never calls it: on PostgreSQL other server copies write too,
 * and their notices would arrive after their writers had answered.
 */
export function onAccountChange(db: Db, listener: AccountChangeListener): boolean {
  const listeners = accountChangeListeners.get(db);
  listeners?.add(listener);
  return listeners !== undefined;
}
