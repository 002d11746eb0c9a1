import { RATING_MAX, RATING_MIN } from "@bitelog/config";

import { flag, numberWithin, oneOf } from "../../lib/search-params";

/** The dashboard's orders: by name (the default), by visit date (newest first), by rating. */
export const JOURNAL_SORTS = ["name", "date", "rating"] as const;
export type JournalSort = (typeof JOURNAL_SORTS)[number];

export interface JournalArrangement {
  sort?: JournalSort;
  /** Only entries rated this or higher. */
  rating?: number;
  /** Only entries with at least one photo. */
  photos?: true;
  /** Only entries whose owner would get it again. */
  again?: true;
}

/**
 * How the dashboard arranges the journal, as its URL carries it (`?sort=date&rating=4&photos=true&again=true`),
 * read from the URL or storage: a value that does not fit is dropped, so a mangled link opens the
 * page as if it were absent. Every key is present, undefined when dropped: the router keeps a
 * parameter that validation leaves out.
 */
export function readArrangement(search: unknown): JournalArrangement {
  const input = (typeof search === "object" && search !== null ? search : {}) as Record<string, unknown>;
  return {
    sort: oneOf(JOURNAL_SORTS, input.sort),
    rating: numberWithin(input.rating, RATING_MIN, RATING_MAX, true),
    photos: flag(input.photos),
    again: flag(input.again),
  };
}

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
