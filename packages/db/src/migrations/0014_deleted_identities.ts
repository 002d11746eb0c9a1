import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The identity-provider users whose accounts were deleted: the sign-in exchange refuses them, so a
 * sign-in racing the deletion (or a server copy that still trusts the user's token) cannot create
 * the account again. Kept forever: Firebase never gives a uid to another user, and a row is a few
 * dozen bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("deleted_identities")
    .addColumn("uid", "text", (c) => c.primaryKey())
    .addColumn("deleted_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("deleted_identities").ifExists().execute();
}
