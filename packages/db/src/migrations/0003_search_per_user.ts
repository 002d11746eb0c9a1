import type { Kysely } from "kysely";
import { sql } from "kysely";

/** Must stay identical to SEARCH_DOCUMENT_SQL in ../search.ts (entry-queries.test.ts checks the plan). */
const searchDocumentSql = `restaurant_name || E'\\x1f' || coalesce(restaurant_address, '') || E'\\x1f' || coalesce(comment, '')`;

/**
 * The trigram index with the user in it (btree_gin lets a GIN index hold the uuid too). Searched
 * alone, the trigrams of a common term name rows of every user: at 1,000,000 rows the database
 * fetched and threw away ten rows of others for each of the user's own. With the user in the
 * index, the index answers the user's matches only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gin`.execute(db);
  await sql`create index journal_entries_user_search_idx on journal_entries
    using gin (user_id, (${sql.raw(searchDocumentSql)}) gin_trgm_ops)`.execute(db);
  await sql`drop index journal_entries_search_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index journal_entries_search_idx on journal_entries
    using gin ((${sql.raw(searchDocumentSql)}) gin_trgm_ops)`.execute(db);
  await sql`drop index journal_entries_user_search_idx`.execute(db);
}
