import type { Db, User } from "@bitelog/db";

import type { EntryView } from "./entry-view";
import type { BrowseInput, SearchInput } from "./schemas";
import type { SearchPosition } from "./search-cursor";
import {
  browseEntriesQuery,
  countLetterEntriesQuery,
  countSearchMatchesQuery,
  entryLettersQuery,
  searchEntriesQuery,
  searchEntryIdsQuery,
} from "./entry-queries";
import { withPhotos } from "./entry-view";
import { currentJournal } from "./journal-cache";
import { encodeSearchCursor } from "./search-cursor";

/** Entries a search, or browse, answers at a time. */
export const SEARCH_PAGE_SIZE = 50;
/** A search (or browse) counts its matches up to this many: beyond, the answer says only "more than". */
export const SEARCH_COUNT_LIMIT = 1000;

export interface SearchPage {
  /** The page's entries, in the journal's order (docs/product.md §2: alphabetical by name). */
  entries: EntryView[];
  /** What to pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
  /** How many entries match in all (not just after the cursor), up to SEARCH_COUNT_LIMIT. */
  total: number;
  /** More entries match than `total` says: counting stopped there. */
  totalCapped: boolean;
}

const NO_MATCHES: SearchPage = { entries: [], nextCursor: null, total: 0, totalCapped: false };

/** The page of `matches` (in the journal's order) from `start` on, of `total` matches in all. */
function pageOf<Match extends { restaurant_name: string; id: string }>(
  matches: readonly Match[],
  start: number,
  total: number,
) {
  const page = matches.slice(start, start + SEARCH_PAGE_SIZE);
  const last = page.at(-1);
  return {
    page,
    nextCursor:
      start + SEARCH_PAGE_SIZE < matches.length && last
        ? encodeSearchCursor({ name: last.restaurant_name, id: last.id })
        : null,
    total: Math.min(total, SEARCH_COUNT_LIMIT),
    totalCapped: total > SEARCH_COUNT_LIMIT,
  };
}

/**
 * A page of a search from the journal kept in memory: the database says only which entries
 * match. Undefined when the journal has changed since, or the cursor's entry is no longer a match
 * (its place among the others is then for the database to say).
 */
async function searchKeptJournal(
  db: Db,
  account: Pick<User, "id" | "journal_version">,
  journal: readonly EntryView[],
  term: string,
  after: SearchPosition | undefined,
): Promise<SearchPage | undefined> {
  const { rows } = await searchEntryIdsQuery(account.id, term).execute(db);
  const found = rows[0];
  if (found?.version !== account.journal_version) return undefined;
  const ids = new Set(found.ids);
  const matches = journal.filter((entry) => ids.has(entry.id));
  const start = after ? matches.findIndex((entry) => entry.id === after.id) + 1 : 0;
  if (after && start === 0) return undefined;
  const { page, ...rest } = pageOf(matches, start, matches.length);
  return { entries: page, ...rest };
}

/**
 * docs/product.md §5: case-insensitive substring on name, comment or address; a blank term finds nothing.
 * Answered a page at a time with a count of all matches: a common term in a large journal
 * matches thousands of entries, more than anyone reads at once and than are worth sending.
 * While the journal is kept in memory, the database only says which entries match; else it
 * answers the page, and counts the matches.
 */
export async function searchEntries(
  { db, account }: { db: Db; account: Pick<User, "id" | "journal_version"> },
  input: SearchInput,
): Promise<SearchPage> {
  const term = input.q.trim();
  if (!term) return NO_MATCHES;
  const after = input.cursor ?? undefined;
  const journal = currentJournal(db, account);
  const kept = journal && (await searchKeptJournal(db, account, journal, term, after));
  if (kept) return kept;
  // One row beyond the page says whether there is a next one.
  const [rows, { count }] = await Promise.all([
    searchEntriesQuery(db, account.id, term, SEARCH_PAGE_SIZE + 1, after).execute(),
    countSearchMatchesQuery(db, account.id, term, SEARCH_COUNT_LIMIT + 1).executeTakeFirstOrThrow(),
  ]);
  const { page, ...rest } = pageOf(rows, 0, count);
  return { entries: await withPhotos(db, page), ...rest };
}

export interface BrowsePage extends SearchPage {
  /** The headings (a–z, then "#" for names that begin with no letter) that list at least one entry. */
  letters: string[];
  /** The letter listed: the one asked for, else the first that has entries (null when none has). */
  letter: string | null;
}

/**
 * docs/product.md §2, /browse: the entries under one letter, a page at a time like a search's (a letter of a
 * large journal lists thousands), with their count, and which letters have entries at all.
 */
export async function browseEntries(
  { db, account }: { db: Db; account: Pick<User, "id"> },
  input: BrowseInput,
): Promise<BrowsePage> {
  const userId = account.id;
  const { rows } = await entryLettersQuery(userId).execute(db);
  const letters = rows.map((row) => row.letter);
  const letter = input.letter ?? letters[0] ?? null;
  if (letter === null) return { letters, letter, ...NO_MATCHES };
  // One row beyond the page says whether there is a next one.
  const [found, { count }] = await Promise.all([
    browseEntriesQuery(db, userId, letter, SEARCH_PAGE_SIZE + 1, input.cursor ?? undefined).execute(),
    countLetterEntriesQuery(db, userId, letter, SEARCH_COUNT_LIMIT + 1).executeTakeFirstOrThrow(),
  ]);
  const { page, ...rest } = pageOf(found, 0, count);
  return { letters, letter, entries: await withPhotos(db, page), ...rest };
}
