import type { Db } from "@bitelog/db";

import { isEntryId } from "../entries/own-entry";
import { AppError } from "../errors";
import { lockUser } from "../users/lock-user";

/** One answer for an id that is malformed, unknown, someone else's, or off the list. */
export function placeNotFound(): AppError {
  return new AppError("NOT_FOUND", { error: "Place not found" });
}

/**
 * Locks the user's row, then the user's place with this id (on the list, unless `removedToo`), for
 * the rest of the transaction; 404 when there is none. The user's row first, as every writer of an
 * account's rows does (see lockOwnEntry): one order of locks.
 */
export async function lockOwnPlace(
  trx: Db,
  userId: string,
  placeId: string,
  { removedToo = false } = {},
): Promise<{ created_at: Date; removed_at: Date | null }> {
  // Place ids are uuids as entry ids are: anything else would fail the query with a 500.
  if (!isEntryId(placeId)) throw placeNotFound();
  await lockUser(trx, userId);
  const place = await trx
    .selectFrom("places_to_try")
    .select(["created_at", "removed_at"])
    .where("id", "=", placeId)
    .where("user_id", "=", userId)
    .$if(!removedToo, (query) => query.where("removed_at", "is", null))
    .forUpdate()
    .executeTakeFirst();
  if (!place) throw placeNotFound();
  return place;
}
