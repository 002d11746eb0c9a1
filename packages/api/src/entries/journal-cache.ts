import type { Db, User } from "@bitelog/db";

import type { EntryView } from "./entry-view";

/**
 * How many entries the read models kept in memory may hold in all (about 300 bytes of JSON
 * each, a few megabytes in all); a journal larger than this is never kept.
 */
const MAX_CACHED_ENTRIES = 20_000;

interface CachedJournal {
  version: number;
  entries: readonly EntryView[];
  /** The entries by id, made on the first read of one entry. */
  byId?: Map<string, EntryView>;
}

/**
 * The last read model of each user's whole journal, per database, most recently used last. Each
 * is tagged with users.journal_version as it was read before the entries were, so it is at least
 * as new as its tag; since the triggers of 0002_journal_version bump the number with every change,
 * by any server copy, an equal number means nothing has changed since.
 */
const journals = new WeakMap<Db, Map<string, CachedJournal>>();

function journalsOf(db: Db): Map<string, CachedJournal> {
  let cache = journals.get(db);
  if (!cache) {
    cache = new Map();
    journals.set(db, cache);
  }
  return cache;
}

function evictToFit(cache: Map<string, CachedJournal>): void {
  let total = 0;
  for (const journal of cache.values()) total += journal.entries.length;
  for (const [userId, journal] of cache) {
    if (total <= MAX_CACHED_ENTRIES) return;
    cache.delete(userId);
    total -= journal.entries.length;
  }
}

/**
 * The user's whole journal as kept in memory, if it is there and `account.journal_version` says it
 * is current; nothing is loaded. The answer is frozen: callers share it.
 */
export function currentJournal(
  db: Db,
  account: Pick<User, "id" | "journal_version">,
): readonly EntryView[] | undefined {
  return current(db, account)?.entries;
}

function current(db: Db, account: Pick<User, "id" | "journal_version">): CachedJournal | undefined {
  const cache = journalsOf(db);
  const cached = cache.get(account.id);
  if (cached?.version !== account.journal_version) return undefined;
  // Most recently used last, so eviction takes the least recently used first.
  cache.delete(account.id);
  cache.set(account.id, cached);
  return cached;
}

/**
 * One entry of the user's journal as kept in memory, if the journal is there and current (frozen,
 * like the journal); nothing is loaded.
 */
export function currentEntry(
  db: Db,
  account: Pick<User, "id" | "journal_version">,
  id: string,
): EntryView | undefined {
  const cached = current(db, account);
  if (!cached) return undefined;
  cached.byId ??= new Map(cached.entries.map((entry) => [entry.id, entry]));
  return cached.byId.get(id);
}

/**
 * The user's whole journal: the one kept in memory when it is current, else `load()`'s, kept for
 * next time. The answer is frozen: callers share it.
 */
export async function cachedJournal(
  db: Db,
  account: Pick<User, "id" | "journal_version">,
  load: () => Promise<EntryView[]>,
): Promise<readonly EntryView[]> {
  const current = currentJournal(db, account);
  if (current) return current;
  const entries = Object.freeze(await load());
  const cache = journalsOf(db);
  cache.delete(account.id);
  if (entries.length <= MAX_CACHED_ENTRIES) {
    cache.set(account.id, { version: account.journal_version, entries });
    evictToFit(cache);
  }
  return entries;
}
