import type { Db, User } from "@bitelog/db";

import type { Ports } from "../ports";
import type { PlaceToTry } from "./place-view";
import type {
  CreatePlaceInput,
  DeletePlaceInput,
  PlaceFields,
  RestorePlaceInput,
  UpdatePlaceInput,
} from "./schemas";
import { runOnce } from "../idempotency/run-once";
import { insertBatches } from "../insert-batches";
import { planLimitsFor } from "../membership/limits";
import { requirePlanRoom } from "../membership/plan-room";
import { lockOwnPlace } from "./own-place";
import { PLACE_COLUMNS, toPlaceView } from "./place-view";

/** What the list's calls take. */
interface ListDeps {
  db: Db;
  ports: Pick<Ports, "clock">;
  account: Pick<User, "id">;
}

/** The row's columns of a write; a field left out is undefined, which Kysely leaves unwritten. */
function placeColumns(fields: Partial<PlaceFields>) {
  return {
    restaurant_name: fields.restaurantName,
    restaurant_address: fields.restaurantAddress,
    restaurant_latitude: fields.restaurantLatitude,
    restaurant_longitude: fields.restaurantLongitude,
    note: fields.note,
    source_url: fields.sourceUrl,
    list_name: fields.listName,
  };
}

/** The user's places on the list, newest first. */
function selectListed(db: Db, userId: string) {
  return db.selectFrom("places_to_try").where("user_id", "=", userId).where("removed_at", "is", null);
}

/** The list with the plan's limit (null: unlimited), for the page to show how much room is left. */
export async function listPlaces({
  db,
  ports,
  account,
}: ListDeps): Promise<{ places: PlaceToTry[]; limit: number | null }> {
  const userId = account.id;
  const now = ports.clock.now();
  const [rows, limits] = await Promise.all([
    selectListed(db, userId)
      .select(PLACE_COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
    planLimitsFor(db, userId, now),
  ]);
  return { places: rows.map(toPlaceView), limit: limits.maxPlacesToTry };
}

/** A place as an import writes it: the fields, and the date it was added when the file has one. */
export type PlaceToInsert = PlaceFields & { createdAt?: Date | undefined };

/**
 * Writes places for the user inside the caller's transaction (an import's), without the plan's
 * limit: the caller checks it with requirePlanRoom, which locks the user's row. Returns them as
 * read; the caller starts their geocoding (geocodeSoon) once the transaction has committed.
 */
export async function insertPlacesToTry(
  trx: Db,
  userId: string,
  places: readonly PlaceToInsert[],
  now: Date,
): Promise<PlaceToTry[]> {
  const rows = places.map(({ createdAt, ...fields }) => ({
    user_id: userId,
    ...placeColumns(fields),
    restaurant_name: fields.restaurantName,
    created_at: createdAt ?? now,
    updated_at: now,
  }));
  const written: PlaceToTry[] = [];
  for (const batch of insertBatches(rows)) {
    const inserted = await trx.insertInto("places_to_try").values(batch).returning(PLACE_COLUMNS).execute();
    written.push(...inserted.map(toPlaceView));
  }
  return written;
}

/** Adds a place to the list, within the plan's limit. */
export function createPlace({ db, ports, account }: ListDeps, input: CreatePlaceInput): Promise<PlaceToTry> {
  const { idempotencyKey, ...fields } = input;
  const userId = account.id;
  const now = ports.clock.now();
  return runOnce(db, { userId, key: idempotencyKey, operation: "placesToTry.create" }, async (trx) => {
    await requirePlanRoom(trx, userId, "places", now);
    const [place] = await insertPlacesToTry(trx, userId, [fields], now);
    if (!place) throw new Error("The insert returned no place");
    return place;
  });
}

/** Changes the fields given of a place on the list; the others are kept. */
export function updatePlace({ db, ports, account }: ListDeps, input: UpdatePlaceInput): Promise<PlaceToTry> {
  const { id, idempotencyKey, ...fields } = input;
  const userId = account.id;
  const now = ports.clock.now();
  return runOnce(db, { userId, key: idempotencyKey, operation: "placesToTry.update" }, async (trx) => {
    await lockOwnPlace(trx, userId, id);
    const row = await trx
      .updateTable("places_to_try")
      .set({ ...placeColumns(fields), updated_at: now })
      .where("id", "=", id)
      .returning(PLACE_COLUMNS)
      .executeTakeFirstOrThrow();
    return toPlaceView(row);
  });
}

/** Deletes a place, on the list or already visited. */
export function deletePlace(
  { db, account }: Pick<ListDeps, "db" | "account">,
  { id: placeId, idempotencyKey }: DeletePlaceInput,
): Promise<{ message: string }> {
  const userId = account.id;
  return runOnce(db, { userId, key: idempotencyKey, operation: "placesToTry.delete" }, async (trx) => {
    await lockOwnPlace(trx, userId, placeId, { removedToo: true });
    await trx.deleteFrom("places_to_try").where("id", "=", placeId).execute();
    return { message: "Place deleted" };
  });
}

/**
 * Puts back on the list a place that left it for a visit (the Undo after "I went"); the visit stays.
 * Within the plan's limit, as an add. A place already on the list is answered as it is.
 */
export function restorePlace(
  { db, ports, account }: ListDeps,
  { id: placeId }: RestorePlaceInput,
): Promise<PlaceToTry> {
  const userId = account.id;
  const now = ports.clock.now();
  return db.transaction().execute(async (trx) => {
    const place = await lockOwnPlace(trx, userId, placeId, { removedToo: true });
    if (place.removed_at !== null) await requirePlanRoom(trx, userId, "places", now);
    const row = await trx
      .updateTable("places_to_try")
      .set({ removed_at: null, removed_for_entry_id: null })
      .where("id", "=", placeId)
      .returning(PLACE_COLUMNS)
      .executeTakeFirstOrThrow();
    return toPlaceView(row);
  });
}

/**
 * Takes a place off the list for the visit being created in `trx` ("I went"), and answers since when
 * it had been listed, for the entry's listed_since. 404 for a place that is not the user's, or no
 * longer on the list; the caller's transaction then writes nothing.
 */
export async function lockPlaceForVisit(trx: Db, userId: string, placeId: string): Promise<Date> {
  const place = await lockOwnPlace(trx, userId, placeId);
  return place.created_at;
}

/** Marks the place locked by lockPlaceForVisit as having become the visit `entryId`. */
export async function markPlaceVisited(trx: Db, placeId: string, entryId: string, now: Date): Promise<void> {
  await trx
    .updateTable("places_to_try")
    .set({ removed_at: now, removed_for_entry_id: entryId, updated_at: now })
    .where("id", "=", placeId)
    .execute();
}
