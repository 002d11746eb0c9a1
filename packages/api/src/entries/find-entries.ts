import type { Db, User } from "@bitelog/db";

import type { EntryView } from "./entry-view";
import {
  browseEntriesQuery,
  entryLettersQuery,
  searchEntriesQuery,
  searchEntryIdsQuery,
} from "./entry-queries";
import { loadEntries } from "./entry-view";
import { currentJournal } from "./journal-cache";

/**
 * Spec §5: case-insensitive substring on name, comment or address; a blank term finds nothing.
 * While the journal is kept in memory, the database only says which entries match (no sorting,
 * no photos, no read model to build); else it answers the whole search.
 */
export async function searchEntries(
  db: Db,
  account: Pick<User, "id" | "journal_version">,
  q: string,
): Promise<readonly EntryView[]> {
  const term = q.trim();
  if (!term) return [];
  const journal = currentJournal(db, account);
  if (journal) {
    const { rows } = await searchEntryIdsQuery(account.id, term).execute(db);
    const found = rows[0];
    if (found?.version === account.journal_version) {
      const ids = new Set(found.ids);
      return journal.filter((entry) => ids.has(entry.id));
    }
  }
  return loadEntries(db, searchEntriesQuery(db, account.id, term));
}

export interface BrowseResult {
  /** The letters a–z that begin at least one entry name. */
  letters: string[];
  /** The letter listed: the one asked for, else the first that has entries (null when none has). */
  letter: string | null;
  entries: EntryView[];
}

/** Spec §2 /browse: the entries under one letter, and which letters have entries at all. */
export async function browseEntries(db: Db, userId: string, letter?: string): Promise<BrowseResult> {
  const { rows } = await entryLettersQuery(userId).execute(db);
  const letters = rows.map((row) => row.letter);
  const shown = letter ?? letters[0] ?? null;
  const entries = shown === null ? [] : await loadEntries(db, browseEntriesQuery(db, userId, shown));
  return { letters, letter: shown, entries };
}
