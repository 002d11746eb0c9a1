import type { Kysely } from "kysely";
import { sql } from "kysely";

/** The expression of 0003_search_per_user's index, which this migration replaces. */
const searchDocumentSql = `restaurant_name || E'\\x1f' || coalesce(restaurant_address, '') || E'\\x1f' || coalesce(comment, '')`;

/**
 * Searches answered a page at a time (bench/search.ts measures them at 100,000 entries):
 * - The journal's order as an index: by name regardless of case under ICU's root collation (as
 *   the entry queries sort), then by name and id. A page of a common term's matches is read in
 *   this order and stops at the page's end, and the next page starts where the last one ended,
 *   instead of sorting every match first. It replaces
 *   journal_entries_user_name_idx, whose lower(restaurant_name) in the database's own collation
 *   no query orders by.
 * - The search document stored, lowercased, when a row is written, with the per-user trigram
 *   index on it: a search compares it with LIKE instead of computing it and lowercasing it (which
 *   is what ILIKE does) for every row it looks at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index journal_entries_user_order_idx on journal_entries
    (user_id, (lower(restaurant_name) collate "und-x-icu"), restaurant_name, id)`.execute(db);
  await sql`drop index journal_entries_user_name_idx`.execute(db);

  await sql`alter table journal_entries add column search_document text
    generated always as (lower(${sql.raw(searchDocumentSql)})) stored`.execute(db);
  await sql`drop index journal_entries_user_search_idx`.execute(db);
  await sql`create index journal_entries_user_search_idx on journal_entries
    using gin (user_id, search_document gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table journal_entries drop column search_document`.execute(db);
  await sql`create index journal_entries_user_search_idx on journal_entries
    using gin (user_id, (${sql.raw(searchDocumentSql)}) gin_trgm_ops)`.execute(db);

  await sql`create index journal_entries_user_name_idx on journal_entries (user_id, lower(restaurant_name))`.execute(
    db,
  );
  await sql`drop index journal_entries_user_order_idx`.execute(db);
}
