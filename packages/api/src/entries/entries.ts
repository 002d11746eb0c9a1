import type { Db, User } from "@bitelog/db";

import type { ContextDeps } from "../context";
import type { Ports } from "../ports";
import type { EntryView } from "./entry-view";
import type {
  CreateEntryRequest,
  DeleteEntryInput,
  EntryByIdInput,
  EntryFields,
  UpdateEntryInput,
} from "./schemas";
import { AppError } from "../errors";
import { runOnce } from "../idempotency/run-once";
import { requirePlanRoom } from "../membership/plan-room";
import { deleteJournaledFiles, photoFilePaths, scheduleFileDeletion } from "../photos/delete-photo-files";
import { storagePathFromUrl } from "../photos/storage-paths";
import { lockPlaceForVisit, markPlaceVisited } from "../places-to-try/places";
import { ENTRY_COLUMNS, selectEntries } from "./entry-queries";
import { loadEntries, toEntryView } from "./entry-view";
import { cachedJournal, currentEntry } from "./journal-cache";
import { entryNotFound, isEntryId, lockOwnEntry } from "./own-entry";

/** What a read of the journal takes: the account's version says whether the journal kept in memory is current. */
interface JournalReader {
  db: Db;
  account: Pick<User, "id" | "journal_version">;
}

/** What a write of an entry takes. */
interface JournalWriter {
  db: Db;
  ports: Pick<Ports, "clock">;
  account: Pick<User, "id">;
}

/** The row's columns of a write: every field, so an update replaces the whole entry. */
export function entryColumns(fields: EntryFields) {
  return {
    restaurant_name: fields.restaurantName,
    restaurant_address: fields.restaurantAddress,
    restaurant_latitude: fields.restaurantLatitude,
    restaurant_longitude: fields.restaurantLongitude,
    visit_date: fields.visitDate,
    rating: fields.rating,
    comment: fields.comment,
    what_you_had: fields.whatYouHad,
    would_get_again: fields.wouldGetAgain,
    things_to_remember: fields.thingsToRemember,
  };
}

/**
 * The user's whole journal. The dashboard and REST clients ask for it far more often than it
 * changes, so it is kept between requests while the account's journal_version stays the same.
 */
export function listEntries({ db, account }: JournalReader): Promise<readonly EntryView[]> {
  return cachedJournal(db, account, () => loadEntries(db, selectEntries(db, account.id)));
}

/** The user's entry; 404 for any id that is not one of theirs. */
export async function getEntry(db: Db, userId: string, entryId: string): Promise<EntryView> {
  if (!isEntryId(entryId)) throw entryNotFound();
  const [entry] = await loadEntries(db, selectEntries(db, userId).where("journal_entries.id", "=", entryId));
  if (!entry) throw entryNotFound();
  return entry;
}

/**
 * The user's entry, for a read: from the journal kept in memory when it is current (as of the
 * account read at the start of the call), else from the database.
 */
export async function readEntry({ db, account }: JournalReader, { id }: EntryByIdInput): Promise<EntryView> {
  return currentEntry(db, account, id) ?? getEntry(db, account.id, id);
}

/**
 * Creates an entry within the plan's entry limit. The user's row is locked first, so parallel
 * creates count one after another and cannot pass the limit together. With `placeToTryId`, the
 * visit is to that place to try, which leaves the list in the same transaction.
 */
export async function createEntry(
  { db, ports, account }: JournalWriter,
  input: CreateEntryRequest,
): Promise<EntryView> {
  const { idempotencyKey, placeToTryId, ...fields } = input;
  const userId = account.id;
  const now = ports.clock.now();
  return runOnce(db, { userId, key: idempotencyKey, operation: "entries.create" }, async (trx) => {
    const listedSince =
      placeToTryId === undefined ? null : await lockPlaceForVisit(trx, userId, placeToTryId);
    await requirePlanRoom(trx, userId, "entries", now);
    const row = await trx
      .insertInto("journal_entries")
      .values({
        user_id: userId,
        ...entryColumns(fields),
        listed_since: listedSince,
        created_at: now,
        updated_at: now,
      })
      .returning(ENTRY_COLUMNS)
      .executeTakeFirstOrThrow();
    if (placeToTryId !== undefined) await markPlaceVisited(trx, placeToTryId, row.id, now);
    return toEntryView(row, []);
  });
}

/** The photo a thumbnail reference names among the entry's photos (either of its files), else 400. */
async function thumbnailPhotoId(trx: Db, entryId: string, reference: string): Promise<string> {
  const path = storagePathFromUrl(reference);
  const photo =
    path &&
    (await trx
      .selectFrom("entry_photos")
      .select("id")
      .where("entry_id", "=", entryId)
      .where((eb) => eb.or([eb("storage_path", "=", path), eb("thumbnail_path", "=", path)]))
      .executeTakeFirst());
  if (!photo) {
    throw new AppError("BAD_REQUEST", {
      error: "Invalid thumbnail",
      code: "INVALID_THUMBNAIL",
      message: "thumbnailUrl: must be one of this entry's photos.",
    });
  }
  return photo.id;
}

/**
 * Replaces the entry's fields and its thumbnail choice (none given: the first photo). The entry is
 * locked so that the chosen photo cannot be deleted between the check and the write.
 */
export async function updateEntry(
  { db, ports, account }: JournalWriter,
  input: UpdateEntryInput,
): Promise<EntryView> {
  const { id, thumbnailUrl, idempotencyKey, ...fields } = input;
  const userId = account.id;
  const now = ports.clock.now();
  return runOnce(db, { userId, key: idempotencyKey, operation: "entries.update" }, async (trx) => {
    await lockOwnEntry(trx, userId, id);
    const thumbnailPhoto = thumbnailUrl ? await thumbnailPhotoId(trx, id, thumbnailUrl) : null;
    await trx
      .updateTable("journal_entries")
      .set({ ...entryColumns(fields), thumbnail_photo_id: thumbnailPhoto, updated_at: now })
      .where("id", "=", id)
      .execute();
    return getEntry(trx, userId, id);
  });
}

/**
 * Deletes the entry with its photos: rows in one transaction (which also journals the files),
 * then the files (no orphans, even after a crash in between).
 */
export async function deleteEntry(
  deps: Pick<ContextDeps, "db" | "ports" | "logger"> & { account: Pick<User, "id"> },
  { id: entryId, idempotencyKey }: DeleteEntryInput,
): Promise<{ message: string }> {
  const userId = deps.account.id;
  // Stays empty when the key was used before: the first request deleted the files.
  let files: string[] = [];
  const once = { userId, key: idempotencyKey, operation: "entries.delete" };
  const answer = await runOnce(deps.db, once, async (trx) => {
    // The lock waits for an upload to this entry in progress, so its photos are deleted too.
    await lockOwnEntry(trx, userId, entryId);
    const rows = await trx
      .selectFrom("entry_photos")
      .select(["storage_path", "thumbnail_path"])
      .where("entry_id", "=", entryId)
      .execute();
    await trx.deleteFrom("journal_entries").where("id", "=", entryId).execute();
    files = photoFilePaths(rows);
    await scheduleFileDeletion(trx, files, deps.ports.clock.now());
    return { message: "Entry deleted successfully" };
  });
  await deleteJournaledFiles(deps, files, `entry ${entryId} deleted`);
  return answer;
}
