import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The keys of changes that may be sent more than once (a device's queue sending again after an
 * answer was lost): the first request with a key writes and records its answer, in the same
 * transaction; a later one with the same key gets that answer and writes nothing. Kept with the
 * account, and pruned per account as new keys come.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("operation", "text", (c) => c.notNull())
    .addColumn("answer", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("idempotency_keys_pkey", ["user_id", "key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").ifExists().execute();
}
