import type { Expression, SqlBool } from "kysely";
import { sql } from "kysely";

import type { Db } from "@bitelog/db";
import { BROWSE_LETTERS } from "@bitelog/config";
import { containsTerm } from "@bitelog/db";

import type { SearchPosition } from "./search-cursor";

/**
 * The SQL behind the entry reads, kept together so they can be reviewed (entry-queries.test.ts
 * snapshots them) and measured (bench/search.ts).
 */

/** The columns of the read model, as the insert returns them too. */
export const ENTRY_COLUMNS = [
  "journal_entries.id",
  "journal_entries.restaurant_name",
  "journal_entries.restaurant_address",
  "journal_entries.restaurant_latitude",
  "journal_entries.restaurant_longitude",
  "journal_entries.location_precision",
  "journal_entries.visit_date",
  "journal_entries.rating",
  "journal_entries.comment",
  "journal_entries.what_you_had",
  "journal_entries.would_get_again",
  "journal_entries.things_to_remember",
  "journal_entries.thumbnail_photo_id",
  "journal_entries.listed_since",
] as const;

/**
 * A name's heading in browse: its first letter without accents, or "#", stored with the row
 * (name_letter, of 0008_accent_insensitive_search) and indexed, in the journal's order under it,
 * by journal_entries_user_letter_order_idx.
 */
const nameInitial = sql<string>`journal_entries.name_letter`;

/**
 * A name as the journal is ordered by (of an entry's, or of a cursor's): regardless of case, under
 * ICU's root collation. With the name and id after it, it must stay the order of
 * journal_entries_user_order_idx and journal_entries_user_letter_order_idx, or a page of search
 * results or of browse stops being read from them.
 */
const sortKeyOf = (name: unknown) => sql<string>`lower(${name}) collate "und-x-icu"`;
const nameSortKey = sortKeyOf(sql.raw("journal_entries.restaurant_name"));

/**
 * The user's entries, alphabetically by name regardless of case (docs/product.md §2), then by exact name and
 * id so that equal names keep a stable order. Alphabetically means by ICU's root collation
 * ("und-x-icu", in PGlite and in PostgreSQL built with ICU, as the official images and managed
 * services are): the databases' C collation would put "Äpfel" and "Élysée" after "Zuni".
 */
export function selectEntries(db: Db, userId: string) {
  return db
    .selectFrom("journal_entries")
    .select(ENTRY_COLUMNS)
    .where("journal_entries.user_id", "=", userId)
    .orderBy(nameSortKey)
    .orderBy("journal_entries.restaurant_name")
    .orderBy("journal_entries.id");
}

export type EntriesQuery = ReturnType<typeof selectEntries>;

/** Up to `limit` of the entries `entries` selects: those after `after` in the journal's order, if given. */
function pageAfter(entries: EntriesQuery, limit: number, after: SearchPosition | undefined): EntriesQuery {
  if (!after) return entries.limit(limit);
  const position = sql`(${sortKeyOf(after.name)}, ${after.name}, ${after.id}::uuid)`;
  return entries
    .where(sql<boolean>`(${nameSortKey}, journal_entries.restaurant_name, journal_entries.id) > ${position}`)
    .limit(limit);
}

/** The columns of a photo the read model needs, in upload order. */
function selectPhotos(db: Db) {
  return db
    .selectFrom("entry_photos")
    .select([
      "entry_photos.entry_id",
      "entry_photos.id",
      "entry_photos.storage_path",
      "entry_photos.thumbnail_path",
    ])
    .orderBy("entry_photos.position")
    .orderBy("entry_photos.id");
}

/**
 * The photos of the entries an entries query selects, in upload order. A second query rather than
 * a subquery per entry: at 100,000 entries that costs a third of the time (bench/search.ts).
 */
export function selectPhotosOf(db: Db, entries: EntriesQuery) {
  return selectPhotos(db).where(
    "entry_photos.entry_id",
    "in",
    entries.clearSelect().clearOrderBy().select("journal_entries.id"),
  );
}

/** The photos of the entries with these ids (a page already read), in upload order. */
export function selectPhotosOfIds(db: Db, entryIds: readonly string[]) {
  return selectPhotos(db).where("entry_photos.entry_id", "in", entryIds);
}

/**
 * One page of a search in the journal's order: up to `limit` entries, after `after` when given.
 * The planner reads a common term's matches in order from journal_entries_user_order_idx and
 * stops at the page's end, and a rare term's from the trigram index; either way no match beyond
 * the page is sorted.
 */
export function searchEntriesQuery(
  db: Db,
  userId: string,
  term: string,
  limit: number,
  after?: SearchPosition,
): EntriesQuery {
  return pageAfter(selectEntries(db, userId).where(containsTerm(term)), limit, after);
}

/** How many of the user's entries meet `condition`, counting no further than `upTo`. */
function countEntriesQuery(db: Db, userId: string, condition: Expression<SqlBool>, upTo: number) {
  const found = db
    .selectFrom("journal_entries")
    .select(sql.lit(1).as("found"))
    .where("journal_entries.user_id", "=", userId)
    .where(condition)
    .limit(upTo);
  return db.selectFrom(found.as("matches")).select((eb) => eb.fn.countAll<number>().as("count"));
}

/** How many entries a search matches, counting no further than `upTo`. */
export function countSearchMatchesQuery(db: Db, userId: string, term: string, upTo: number) {
  return countEntriesQuery(db, userId, containsTerm(term), upTo);
}

/**
 * The ids of all the entries a search finds, unordered, and the journal's version read by the
 * same statement (one snapshot): when that version is the one kept in memory, the entries
 * themselves come from there.
 */
export function searchEntryIdsQuery(userId: string, term: string) {
  return sql<{ version: number; ids: string[] }>`select
    (select journal_version from users where id = ${userId}) as version,
    array(select id::text from journal_entries where user_id = ${userId} and ${containsTerm(term)}) as ids`;
}

/**
 * One page of the entries listed under `letter` (a–z, lowercase, or "#"): up to `limit` of them,
 * after `after` when given, read in order from journal_entries_user_letter_order_idx.
 */
export function browseEntriesQuery(
  db: Db,
  userId: string,
  letter: string,
  limit: number,
  after?: SearchPosition,
): EntriesQuery {
  return pageAfter(selectEntries(db, userId).where(nameInitial, "=", letter), limit, after);
}

/** How many entries are listed under `letter`, counting no further than `upTo`. */
export function countLetterEntriesQuery(db: Db, userId: string, letter: string, upTo: number) {
  return countEntriesQuery(db, userId, sql<boolean>`${nameInitial} = ${letter}`, upTo);
}

/**
 * The headings (a–z, then "#") that list at least one of the user's entries, in that order: one
 * probe of journal_entries_user_letter_order_idx per heading, so it costs the same at 10 entries
 * as at 100,000.
 */
export function entryLettersQuery(userId: string) {
  return sql<{ letter: string }>`select letter from unnest(${[...BROWSE_LETTERS]}::text[])
    with ordinality as headings (letter, position)
    where exists (select from journal_entries where user_id = ${userId} and ${nameInitial} = letter)
    order by position`;
}
