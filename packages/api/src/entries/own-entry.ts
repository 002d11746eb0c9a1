import type { Db } from "@bitelog/db";

import { AppError } from "../errors";
import { lockUser } from "../users/lock-user";

/** The text form of PostgreSQL's uuid type; anything else would fail the query with a 500. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the string can be an entry id at all; queries are only sent for ones that can. */
export function isEntryId(id: string): boolean {
  return UUID.test(id);
}

/** One answer for an id that is malformed, unknown or someone else's: nothing tells them apart. */
export function entryNotFound(): AppError {
  return new AppError("NOT_FOUND", { error: "Entry not found" });
}

/**
 * Locks the user's entry row for the rest of the transaction (changes to one entry's photos queue
 * behind each other), or throws 404 when the user has no entry with this id. The user's row is
 * locked first, as every writer of a journal does (createEntry, account deletion, and the trigger
 * that bumps users.journal_version): one order of locks, so two writers never wait for each other.
 */
export async function lockOwnEntry(trx: Db, userId: string, entryId: string): Promise<void> {
  if (!isEntryId(entryId)) throw entryNotFound();
  await lockUser(trx, userId);
  const entry = await trx
    .selectFrom("journal_entries")
    .select("id")
    .where("id", "=", entryId)
    .where("user_id", "=", userId)
    .forUpdate()
    .executeTakeFirst();
  if (!entry) throw entryNotFound();
}
