import type { LocationPrecision, PlaceToTryRow } from "@bitelog/db";

/** The columns of the read model, as inserts and updates return them too. */
export const PLACE_COLUMNS = [
  "id",
  "restaurant_name",
  "restaurant_address",
  "restaurant_latitude",
  "restaurant_longitude",
  "location_precision",
  "note",
  "source_url",
  "list_name",
  "created_at",
] as const;

type PlaceRow = Pick<PlaceToTryRow, (typeof PLACE_COLUMNS)[number]>;

/** A place to try as the web app and REST clients see it (issue 33): the row's snake_case fields. */
export interface PlaceToTry {
  id: string;
  restaurant_name: string;
  restaurant_address: string | null;
  restaurant_latitude: number | null;
  restaurant_longitude: number | null;
  location_precision: LocationPrecision | null;
  note: string | null;
  source_url: string | null;
  list_name: string | null;
  /** ISO 8601. */
  created_at: string;
}

export function toPlaceView(row: PlaceRow): PlaceToTry {
  return { ...row, created_at: row.created_at.toISOString() };
}
