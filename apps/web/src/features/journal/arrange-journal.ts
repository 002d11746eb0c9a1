import type { Entry } from "./entry";
import type { JournalArrangement, JournalSort } from "./journal-arrangement";

/** ICU's root collation, as the server orders names by (`lower(name) collate "und-x-icu"`). */
const nameCollator = new Intl.Collator("und");

/** Two restaurant names in the journal's own order: alphabetically, regardless of case. */
export function compareNames(a: string, b: string): number {
  return nameCollator.compare(a.toLowerCase(), b.toLowerCase());
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
 * docs/product.md §2, as the server collates it), which is the default and breaks every other order's ties.
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
