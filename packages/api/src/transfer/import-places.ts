import type { Db } from "@bitelog/db";

import type { PlaceFields } from "../places-to-try/schemas";
import type { PlaceCandidate } from "./formats/types";
import { requirePlanRoom } from "../membership/plan-room";
import { insertPlacesToTry } from "../places-to-try/places";
import { createPlaceInput } from "../places-to-try/schemas";

/** What became of a file's places to try. */
export interface PlacesReport {
  imported: number;
  /** Already on the list (same name regardless of case, and address), or not valid as a place. */
  skipped: number;
}

/** The report, and the places that land (or would), in the file's order, as they are stored. */
export interface PlacesOutcome {
  report: PlacesReport;
  accepted: PlaceFields[];
}

const placeKey = (name: string, address: string | null | undefined) =>
  JSON.stringify([name.toLowerCase(), (address ?? "").toLowerCase()]);

/**
 * A file's places to try onto the list, in the import's transaction (the user's row is locked):
 * each checked as a create is, a place already on the list skipped; past the plan's limit the
 * whole import is refused (403), as the import lands whole or not at all.
 */
export async function importPlaces(
  trx: Db,
  userId: string,
  places: readonly PlaceCandidate[],
  now: Date,
  dryRun: boolean,
): Promise<PlacesOutcome> {
  if (places.length === 0) return { report: { imported: 0, skipped: 0 }, accepted: [] };
  const listed = await trx
    .selectFrom("places_to_try")
    .select(["restaurant_name", "restaurant_address"])
    .where("user_id", "=", userId)
    .where("removed_at", "is", null)
    .execute();
  const seen = new Set(listed.map((row) => placeKey(row.restaurant_name, row.restaurant_address)));
  const accepted: PlaceFields[] = [];
  for (const place of places) {
    const parsed = createPlaceInput.safeParse(place.fields);
    if (!parsed.success) continue;
    const { idempotencyKey: _key, ...fields } = parsed.data;
    const key = placeKey(fields.restaurantName, fields.restaurantAddress);
    if (seen.has(key)) continue;
    seen.add(key);
    accepted.push(fields);
  }
  if (accepted.length > 0) await requirePlanRoom(trx, userId, "places", now, accepted.length);
  if (!dryRun) await insertPlacesToTry(trx, userId, accepted, now);
  return { report: { imported: accepted.length, skipped: places.length - accepted.length }, accepted };
}
