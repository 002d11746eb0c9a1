import type { DeletePhotosInput, PhotoDeps } from "./schemas";
import { getEntry } from "../entries/entries";
import { lockOwnEntry } from "../entries/own-entry";
import { AppError } from "../errors";
import { deleteJournaledFiles, photoFilePaths, scheduleFileDeletion } from "./delete-photo-files";

/**
 * Deletes photos of the user's entry, named by either of their files, and answers the photo URLs
 * left. Paths that name none of this entry's photos are ignored, so a repeated call changes
 * nothing and someone else's photo can never be touched. Rows first (with the files in the
 * clean-up journal), files after the commit.
 */
export async function deletePhotos(
  deps: PhotoDeps,
  input: DeletePhotosInput,
): Promise<{ photoUrls: string[] }> {
  const userId = deps.account.id;
  const { entryId, photoUrlsToDelete: paths } = input;
  if (paths.length === 0) {
    throw new AppError("BAD_REQUEST", {
      error: "No photo URLs provided for deletion.",
      code: "NO_PHOTO_URLS",
    });
  }
  const files = await deps.db.transaction().execute(async (trx) => {
    await lockOwnEntry(trx, userId, entryId);
    const deleted = await trx
      .deleteFrom("entry_photos")
      .where("entry_id", "=", entryId)
      .where((eb) => eb.or([eb("storage_path", "in", paths), eb("thumbnail_path", "in", paths)]))
      .returning(["storage_path", "thumbnail_path"])
      .execute();
    await scheduleFileDeletion(trx, photoFilePaths(deleted), deps.ports.clock.now());
    return photoFilePaths(deleted);
  });
  await deleteJournaledFiles(deps, files, `photos of entry ${entryId} deleted`);
  return { photoUrls: (await getEntry(deps.db, userId, entryId)).photoUrls };
}
