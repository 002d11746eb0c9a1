import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Browse answered a page at a time (issue 36; bench/search.ts measures it at 100,000 entries): the
 * entries under one letter in the journal's order (that of journal_entries_user_order_idx, after
 * the letter), so that a page is read in order from where the last one ended and stops at its end,
 * instead of reading and sorting every entry under the letter. Its first two columns are those of
 * journal_entries_user_initial_idx (which letters have entries, how many are under one), which it
 * replaces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index journal_entries_user_letter_order_idx on journal_entries
    (user_id, name_letter, (lower(restaurant_name) collate "und-x-icu"), restaurant_name, id)`.execute(db);
  await sql`drop index journal_entries_user_initial_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index journal_entries_user_initial_idx on journal_entries (user_id, name_letter)`.execute(
    db,
  );
  await sql`drop index journal_entries_user_letter_order_idx`.execute(db);
}
