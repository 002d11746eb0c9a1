import { foldText } from "@bitelog/config";

import type { Entry } from "./entry";

/**
 * Offline search over the journal the device kept: what the server's search looks in (name,
 * address, comment, what you had, things to remember), any part of a word, without case or
 * accents; in the journal's order.
 */
export function searchSaved(entries: readonly Entry[], term: string): Entry[] {
  const wanted = foldText(term.trim());
  if (!wanted) return [];
  return entries.filter((entry) =>
    [
      entry.restaurant_name,
      entry.restaurant_address,
      entry.comment,
      entry.what_you_had,
      entry.things_to_remember,
    ].some((field) => field != null && foldText(field).includes(wanted)),
  );
}
