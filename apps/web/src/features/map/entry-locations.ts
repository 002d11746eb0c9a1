import type { Entry } from "../journal/entry";

/** Up to this many pins stand alone; more are grouped into clusters (docs/product.md §2). */
export const MAX_UNCLUSTERED = 20;

/** An entry that can stand on the map: one marker each. */
export interface EntryLocation {
  id: string;
  name: string;
  rating: number | null;
  visitDate: string;
  position: google.maps.LatLngLiteral;
  /** Approximate: placed at its city by the server, not at the address itself. */
  precision: "exact" | "approximate";
}

/** The entries with coordinates, as map locations; entries saved without an address position are left out. */
export function entryLocations(entries: readonly Entry[]): EntryLocation[] {
  return entries.flatMap((entry) => {
    const { restaurant_latitude: lat, restaurant_longitude: lng } = entry;
    if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    return [
      {
        id: entry.id,
        name: entry.restaurant_name,
        rating: entry.rating,
        visitDate: entry.visit_date,
        position: { lat, lng },
        precision: entry.location_precision === "approximate" ? "approximate" : "exact",
      },
    ];
  });
}
