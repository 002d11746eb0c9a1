import { foldText } from "@bitelog/config";

import type { Entry } from "../journal/entry";
import type { OpenSuggestion } from "./photon";

/** A repeat visit is found from this many letters on. */
export const MIN_JOURNAL_QUERY_LENGTH = 2;
const MAX_JOURNAL_SUGGESTIONS = 3;

/**
 * The places of the journal whose name or address contains what was typed, each once (the same name
 * and address are the same place), with the coordinates they were saved with: they need no geocoder,
 * so they are suggested offline too.
 */
export function journalPlaces(entries: readonly Entry[], query: string): OpenSuggestion[] {
  const term = foldText(query.trim());
  if (term.length < MIN_JOURNAL_QUERY_LENGTH) return [];
  const found = new Map<string, OpenSuggestion>();
  for (const entry of entries) {
    const { restaurant_name: name, restaurant_address: address } = entry;
    const { restaurant_latitude: latitude, restaurant_longitude: longitude } = entry;
    if (!address || latitude === null || longitude === null) continue;
    if (!foldText(name).includes(term) && !foldText(address).includes(term)) continue;
    const key = `${foldText(name)}\n${foldText(address)}`;
    if (found.has(key)) continue;
    found.set(key, {
      id: `journal-${entry.id}`,
      mainText: name,
      secondaryText: address,
      source: "journal",
      place: { name, address, latitude, longitude },
    });
    if (found.size === MAX_JOURNAL_SUGGESTIONS) break;
  }
  return [...found.values()];
}
