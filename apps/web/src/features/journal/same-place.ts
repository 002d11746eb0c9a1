import { foldText } from "@bitelog/config";

import type { Entry } from "./entry";

/** Two exact locations this close are one place (a pin set a few steps apart, or the same building). */
export const SAME_PLACE_METRES = 25;
const EARTH_RADIUS_METRES = 6_371_000;
/** Degrees of latitude per grid cell: a cell is SAME_PLACE_METRES high. */
const ROW_DEGREES = (SAME_PLACE_METRES / EARTH_RADIUS_METRES) * (180 / Math.PI);
/** Degrees of longitude per cell: at least SAME_PLACE_METRES wide up to 85° north or south. */
const COLUMN_DEGREES = ROW_DEGREES / Math.cos((85 * Math.PI) / 180);

type Place = Pick<
  Entry,
  | "id"
  | "restaurant_name"
  | "restaurant_address"
  | "restaurant_latitude"
  | "restaurant_longitude"
  | "location_precision"
>;

/** The great-circle distance between two points, in metres. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(h));
}

/**
 * Where an entry is, when it is known exactly: an approximate location (a town's centre for an
 * address the geocoder could not find) is shared by every place in that town.
 */
function exactPoint(entry: Place): { lat: number; lng: number } | null {
  const { restaurant_latitude: lat, restaurant_longitude: lng } = entry;
  return entry.location_precision === "exact" && lat !== null && lng !== null ? { lat, lng } : null;
}

/** A place's name as people vary it: whatever the case, accents, punctuation and spacing. */
function placeName(entry: Place): string {
  return foldText(entry.restaurant_name)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The same name and address, whatever the case and accents; null without an address. */
function nameAndAddress(entry: Place): string | null {
  const address = entry.restaurant_address?.trim();
  return address ? `${placeName(entry)}\n${foldText(address)}` : null;
}

/**
 * Whether two entries are visits to the same place: the same name, and the same address or exact
 * locations a few metres apart. A name is needed too: a food hall, or one address shared by two
 * restaurants, holds several places.
 */
export function isSamePlace(a: Place, b: Place): boolean {
  if (placeName(a) !== placeName(b)) return false;
  const key = nameAndAddress(a);
  if (key !== null && key === nameAndAddress(b)) return true;
  const pointA = exactPoint(a);
  const pointB = exactPoint(b);
  return pointA !== null && pointB !== null && distanceMetres(pointA, pointB) <= SAME_PLACE_METRES;
}

/**
 * The journal's entries grouped by place: each entry's id to the entries of its place (itself
 * included). Places join through any pair that matches, so a chain of nearby pins is one place.
 * Nearby points of the same name are looked for in a grid of cells, so thousands of entries take
 * one pass, not pairs.
 */
export function groupByPlace<T extends Place>(entries: readonly T[]): Map<string, T[]> {
  const parent = entries.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] ?? at;
    return at;
  };
  const join = (a: number, b: number) => {
    parent[root(a)] = root(b);
  };

  const byKey = new Map<string, number>();
  const cells = new Map<string, { index: number; point: { lat: number; lng: number } }[]>();
  entries.forEach((entry, index) => {
    const key = nameAndAddress(entry);
    if (key !== null) {
      const first = byKey.get(key);
      if (first === undefined) byKey.set(key, index);
      else join(index, first);
    }
    const point = exactPoint(entry);
    if (!point) return;
    const name = placeName(entry);
    const row = Math.floor(point.lat / ROW_DEGREES);
    const column = Math.floor(point.lng / COLUMN_DEGREES);
    for (let dRow = -1; dRow <= 1; dRow++)
      for (let dColumn = -1; dColumn <= 1; dColumn++)
        for (const other of cells.get(`${name}\n${row + dRow}:${column + dColumn}`) ?? [])
          if (distanceMetres(point, other.point) <= SAME_PLACE_METRES) join(index, other.index);
    const cell = `${name}\n${row}:${column}`;
    const inCell = cells.get(cell);
    if (inCell) inCell.push({ index, point });
    else cells.set(cell, [{ index, point }]);
  });

  const groups = new Map<number, T[]>();
  entries.forEach((entry, index) => {
    const group = groups.get(root(index));
    if (group) group.push(entry);
    else groups.set(root(index), [entry]);
  });
  return new Map(entries.map((entry, index) => [entry.id, groups.get(root(index)) ?? [entry]]));
}

/** The other visits to an entry's place in the journal, newest first. */
export function otherVisits<T extends Place & Pick<Entry, "visit_date">>(
  entry: Place,
  journal: readonly T[],
): T[] {
  const place =
    groupByPlace([entry, ...journal.filter((other) => other.id !== entry.id)]).get(entry.id) ?? [];
  return place
    .filter((other): other is T => other.id !== entry.id)
    .sort((a, b) => b.visit_date.localeCompare(a.visit_date));
}
