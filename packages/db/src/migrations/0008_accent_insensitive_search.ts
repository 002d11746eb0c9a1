import type { Kysely } from "kysely";
import { sql } from "kysely";

/** The expressions of 0006_search_pages and 0001_initial, which this migration replaces. */
const searchDocumentSql = `restaurant_name || E'\\x1f' || coalesce(restaurant_address, '') || E'\\x1f' || coalesce(comment, '')`;

/**
 * Search and browse ignore accents as they ignore case: "cafe" finds "Café", and "Élysée" and
 * "Øl & Brød" are browsed under E and O, where a reader looks for them.
 * - search_fold: text lowercased with its diacritics removed by the unaccent dictionary ("ß" and
 *   "æ" become "ss" and "ae"). unaccent() itself is only stable (its dictionary could be changed),
 *   which an index or a stored column refuses; a function with a SQL-standard body is bound to
 *   this dictionary when created, so a restore or another search_path reads the same one.
 * - browse_letter: the first letter of a name so folded, "a" to "z", or "#" for anything else
 *   (a digit, a sign, a script without a Latin letter), stored with the row as name_letter.
 * The stored search document and both indexes are rebuilt on these, so searching and browsing
 * stay index reads (bench/search.ts). The letter is stored rather than indexed as an expression:
 * a plan that reads the journal in order and filters it (as browse's photo read may) then compares
 * a column instead of folding every name again (a second for 100,000 entries).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create function search_fold(value text) returns text
    language sql immutable strict parallel safe
    return lower(unaccent('unaccent'::regdictionary, value))`.execute(db);
  await sql`create function browse_letter(name text) returns text
    language sql immutable strict parallel safe
    return case when search_fold(name) ~ '^[a-z]' then left(search_fold(name), 1) else '#' end`.execute(db);

  await sql`alter table journal_entries drop column search_document`.execute(db);
  await sql`alter table journal_entries add column search_document text
    generated always as (search_fold(${sql.raw(searchDocumentSql)})) stored`.execute(db);
  await sql`create index journal_entries_user_search_idx on journal_entries
    using gin (user_id, search_document gin_trgm_ops)`.execute(db);

  await sql`alter table journal_entries add column name_letter text
    generated always as (browse_letter(restaurant_name)) stored`.execute(db);
  await sql`drop index journal_entries_user_initial_idx`.execute(db);
  await sql`create index journal_entries_user_initial_idx on journal_entries (user_id, name_letter)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table journal_entries drop column name_letter`.execute(db);
  await sql`create index journal_entries_user_initial_idx on journal_entries
    (user_id, lower(left(restaurant_name, 1)))`.execute(db);

  await sql`alter table journal_entries drop column search_document`.execute(db);
  await sql`alter table journal_entries add column search_document text
    generated always as (lower(${sql.raw(searchDocumentSql)})) stored`.execute(db);
  await sql`create index journal_entries_user_search_idx on journal_entries
    using gin (user_id, search_document gin_trgm_ops)`.execute(db);

  await sql`drop function browse_letter(text)`.execute(db);
  await sql`drop function search_fold(text)`.execute(db);
}
