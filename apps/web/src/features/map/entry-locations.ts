import type { RouterOutputs } from "@bitelog/api";

/** An entry as `entries.list` returns it (spec §3, read shape). */
export type JournalEntry = RouterOutputs["entries"]["list"][number];

/** An entry that can stand on the map: one marker each. */
export interface EntryLocation {
  id: string;
  name: string;
  rating: number | null;
  position: google.maps.LatLngLiteral;
}

/** The entries with coordinates, as map locations; entries saved without an address position are left out. */
export function entryLocations(entries: readonly JournalEntry[]): EntryLocation[] {
  return entries.flatMap((entry) => {
    const { restaurant_latitude: lat, restaurant_longitude: lng } = entry;
    if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    return [{ id: entry.id, name: entry.restaurant_name, rating: entry.rating, position: { lat, lng } }];
  });
}
