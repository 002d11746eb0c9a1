export { createDb, createPglite, DATABASE_TIMEOUTS, onAccountChange } from "./database";
export type { AccountChangeListener, DatabaseTimeouts, Db, DbOptions } from "./database";
export { migrateToLatest, MigrationError } from "./migrate";
export { containsTerm } from "./search";
export { databaseFailure } from "./unavailable";
export type { DatabaseFailure } from "./unavailable";
export type * from "./schema";
