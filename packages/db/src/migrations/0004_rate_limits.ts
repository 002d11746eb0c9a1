import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * One counter per rate-limit key (limit and user or client address): the start of its current
 * window and the calls counted in it. Shared by every server copy; old rows are swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_counters")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "timestamptz", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull().check(sql`hits > 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_counters").ifExists().execute();
}
