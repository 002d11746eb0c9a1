import type { Db } from "@bitelog/db";

import type { EntryView } from "./entry-view";
import { browseEntriesQuery, entryLettersQuery, searchEntriesQuery } from "./entry-queries";
import { loadEntries } from "./entry-view";

/** Spec §5: case-insensitive substring on name, comment or address; a blank term finds nothing. */
export async function searchEntries(db: Db, userId: string, q: string): Promise<EntryView[]> {
  const term = q.trim();
  if (!term) return [];
  return loadEntries(db, searchEntriesQuery(db, userId, term));
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
