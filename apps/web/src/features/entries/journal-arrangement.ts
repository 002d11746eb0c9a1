import { z } from "zod/mini";

import { RATING_MAX } from "@bitelog/config";

import type { Entry } from "./entry-summary";

/** The dashboard's orders: by name (the spec's default), by visit date (newest first), by rating. */
export const JOURNAL_SORTS = ["name", "date", "rating"] as const;
export type JournalSort = (typeof JOURNAL_SORTS)[number];

/**
 * How the dashboard arranges the journal, as its URL carries it (`?sort=date&rating=4&photos=true&again=true`):
 * a value that does not fit is dropped, so a mangled link opens the page as if it were absent.
 */
export const journalArrangementSchema = z.object({
  sort: z.catch(z.optional(z.enum(JOURNAL_SORTS)), undefined),
  /** Only entries rated this or higher. */
  rating: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(RATING_MAX))), undefined),
  /** Only entries with at least one photo. */
  photos: z.catch(z.optional(z.literal(true)), undefined),
  /** Only entries whose owner would get it again. */
  again: z.catch(z.optional(z.literal(true)), undefined),
});
export type JournalArrangement = z.infer<typeof journalArrangementSchema>;

/** The arrangement without its defaults (what the URL shows for it). */
export function withoutDefaults(arrangement: JournalArrangement): JournalArrangement {
  return {
    ...(arrangement.sort && arrangement.sort !== "name" && { sort: arrangement.sort }),
    ...(arrangement.rating && { rating: arrangement.rating }),
    ...(arrangement.photos && { photos: true }),
    ...(arrangement.again && { again: true }),
  };
}

export function isDefaultArrangement(arrangement: JournalArrangement): boolean {
  return Object.keys(withoutDefaults(arrangement)).length === 0;
}

/** Orders other than the journal's own; equal entries keep their places, so ties stay alphabetical. */
const COMPARE: Record<Exclude<JournalSort, "name">, (a: Entry, b: Entry) => number> = {
  // ISO dates compare as text.
  date: (a, b) => b.visit_date.localeCompare(a.visit_date),
  // Highest first; unrated after every rated entry.
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0),
};

/**
 * The entries the arrangement shows, in its order. `entries` come in the journal's order (by name,
 * spec §2, as the server collates it), which is the default and breaks every other order's ties.
 */
export function arrangeJournal(entries: readonly Entry[], arrangement: JournalArrangement): Entry[] {
  const { sort = "name", rating, photos, again } = arrangement;
  const shown = entries.filter(
    (entry) =>
      (!rating || (entry.rating ?? 0) >= rating) &&
      (!photos || entry.thumbnail_url !== null) &&
      (!again || entry.would_get_again === true),
  );
  return sort === "name" ? shown : shown.sort(COMPARE[sort]);
}
