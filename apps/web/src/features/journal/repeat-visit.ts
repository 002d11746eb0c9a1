import type { Entry } from "./entry";

/** The place a new entry starts from, as /new's URL carries it ("Log another visit"). */
export interface RepeatVisit {
  name?: string;
  address?: string;
  lat?: number;
  lng?: number;
  /** "I went" on a place to try: the visit's save takes it off the list (issue 33). */
  placeToTryId?: string;
}

/**
 * The place of an entry, to log another visit to it. Coordinates only when they were exact: an
 * approximate location is the server's guess from the address, which it makes again for the new entry.
 */
export function repeatVisitOf(entry: Entry): RepeatVisit {
  const exact =
    entry.location_precision === "exact" &&
    entry.restaurant_latitude !== null &&
    entry.restaurant_longitude !== null;
  return {
    name: entry.restaurant_name,
    ...(entry.restaurant_address && { address: entry.restaurant_address }),
    ...(exact && {
      lat: entry.restaurant_latitude ?? undefined,
      lng: entry.restaurant_longitude ?? undefined,
    }),
  };
}
