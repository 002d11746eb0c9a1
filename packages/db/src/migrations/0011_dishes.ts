import type { Kysely } from "kysely";
import { sql } from "kysely";

/** The document of 0008_accent_insensitive_search, which this migration replaces. */
const previousDocumentSql = `restaurant_name || E'\\x1f' || coalesce(restaurant_address, '') || E'\\x1f' || coalesce(comment, '')`;
const documentSql = `${previousDocumentSql} || E'\\x1f' || coalesce(what_you_had, '') || E'\\x1f' || coalesce(things_to_remember, '')`;

/** Rebuilds the stored search document on `expression`, with its trigram index. */
async function searchDocumentOn(db: Kysely<unknown>, expression: string): Promise<void> {
  await sql`alter table journal_entries drop column search_document`.execute(db);
  await sql`alter table journal_entries add column search_document text
    generated always as (search_fold(${sql.raw(expression)})) stored`.execute(db);
  await sql`create index journal_entries_user_search_idx on journal_entries
    using gin (user_id, search_document gin_trgm_ops)`.execute(db);
}

/**
 * The fields of the legacy local journal (docs/product.md §3) as fields of every visit: what was eaten,
 * whether it is worth ordering again (null: not said), and notes for next time. Search covers
 * them as it covers the comment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table journal_entries
    add column what_you_had text,
    add column would_get_again boolean,
    add column things_to_remember text`.execute(db);
  await searchDocumentOn(db, documentSql);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await searchDocumentOn(db, previousDocumentSql);
  await sql`alter table journal_entries
    drop column what_you_had, drop column would_get_again, drop column things_to_remember`.execute(db);
}
