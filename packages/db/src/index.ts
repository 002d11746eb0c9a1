export { createDb, createPglite, DATABASE_TIMEOUTS } from "./database";
export type { DatabaseTimeouts, Db, DbOptions } from "./database";
export { migrateToLatest, MigrationError } from "./migrate";
export { containsTerm } from "./search";
export { databaseFailure } from "./unavailable";
export type { DatabaseFailure } from "./unavailable";
export type * from "./schema";
