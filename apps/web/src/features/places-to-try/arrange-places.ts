import type { RouterOutputs } from "@bitelog/api";
import { foldText } from "@bitelog/config";

import { distanceMetres } from "../journal/same-place";

export type PlaceToTry = RouterOutputs["placesToTry"]["list"]["places"][number];

export const PLACE_SORTS = ["added", "name", "distance"] as const;
export type PlaceSort = (typeof PLACE_SORTS)[number];

export interface PlaceArrangement {
  /** Newest first when absent. */
  sort?: PlaceSort;
  /** Only the places of this list. */
  list?: string;
}

/** The lists the places came from, in alphabetical order, once each. */
export function listNames(places: readonly PlaceToTry[], locale: string): string[] {
  const names = new Set(places.flatMap((place) => (place.list_name ? [place.list_name] : [])));
  return [...names].sort(new Intl.Collator(locale).compare);
}

/** How far a place is from `from`, in metres; null when the place has no position. */
export function distanceTo(place: PlaceToTry, from: { lat: number; lng: number }): number | null {
  const { restaurant_latitude: lat, restaurant_longitude: lng } = place;
  return lat === null || lng === null ? null : distanceMetres(from, { lat, lng });
}

/**
 * The places filtered by list and in the chosen order. By distance needs the person's position
 * (without it, the newest come first); places with no position go last.
 */
export function arrangePlaces(
  places: readonly PlaceToTry[],
  { sort = "added", list }: PlaceArrangement,
  locale: string,
  from: { lat: number; lng: number } | null,
): PlaceToTry[] {
  const shown = list === undefined ? [...places] : places.filter((place) => place.list_name === list);
  const newestFirst = (a: PlaceToTry, b: PlaceToTry) => b.created_at.localeCompare(a.created_at);
  if (sort === "name") {
    const collator = new Intl.Collator(locale, { sensitivity: "base" });
    return shown.sort((a, b) => collator.compare(a.restaurant_name, b.restaurant_name));
  }
  if (sort === "distance" && from) {
    const far = (place: PlaceToTry) => distanceTo(place, from) ?? Infinity;
    return shown.sort((a, b) => far(a) - far(b) || newestFirst(a, b));
  }
  return shown.sort(newestFirst);
}

/** The places whose name, address, note or list holds `term` (case and accents aside). */
export function matchPlaces(places: readonly PlaceToTry[], term: string): PlaceToTry[] {
  const wanted = foldText(term.trim());
  if (!wanted) return [];
  return places.filter((place) =>
    [place.restaurant_name, place.restaurant_address, place.note, place.list_name].some(
      (text) => text !== null && foldText(text).includes(wanted),
    ),
  );
}
