import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Share links, at most one per entry. A visitor's token is looked up by its SHA-256 (token_hash);
 * the owner's copy of the token is kept sealed (AES-GCM under SHARE_LINK_SECRET, see
 * packages/api/src/sharing/share-token.ts), so that asking again answers the same link while a
 * copy of the database alone opens no shared page. Deleting the entry (or its account) deletes the
 * link with it; revoking is deleting the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("share_links")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("entry_id", "uuid", (c) =>
      c.notNull().unique().references("journal_entries.id").onDelete("cascade"),
    )
    .addColumn("token_hash", "bytea", (c) => c.notNull().unique())
    .addColumn("token_sealed", "bytea", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("share_links").ifExists().execute();
}
