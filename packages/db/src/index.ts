export { createDb, createPglite } from "./database";
export type { Db, DbOptions } from "./database";
export { migrateToLatest, MigrationError } from "./migrate";
export { containsTerm } from "./search";
export { isDatabaseUnavailable } from "./unavailable";
export type * from "./schema";
