import type { Db } from "@bitelog/db";
import { PHOTOS } from "@bitelog/config";

import type { ErrorCode } from "../error-codes";
import type { UploadLimits } from "../upload-limits";
import type { ProcessedPhoto } from "./process-photo";
import type { PhotoDeps, UploadPhotosInput } from "./schemas";
import { getEntry } from "../entries/entries";
import { lockOwnEntry } from "../entries/own-entry";
import { AppError } from "../errors";
import { answerGiven, claimKey, recordAnswer } from "../idempotency/run-once";
import { planLimitsFor } from "../membership/limits";
import { admitUpload } from "../upload-limits";
import { attachPhotos, storedPhotoPaths, storePhotos } from "./attach-photos";
import { deleteJournaledFiles } from "./delete-photo-files";
import { PHOTO_TOO_LARGE, processPhoto } from "./process-photo";

/**
 * Locks the user's entry, checks that `adding` more photos fit the plan's per-entry limit and
 * answers the position the first of them takes. In a transaction this is the guarantee: parallel
 * uploads to one entry count one after another. Outside one, the lock ends with the statement and
 * it is only a quick refusal.
 */
async function claimPhotoPositions(
  db: Db,
  userId: string,
  entryId: string,
  adding: number,
  now: Date,
): Promise<number> {
  await lockOwnEntry(db, userId, entryId);
  const { maxPhotosPerEntry } = await planLimitsFor(db, userId, now);
  const { count, last } = await db
    .selectFrom("entry_photos")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max<number | null>("position").as("last")])
    .where("entry_id", "=", entryId)
    .executeTakeFirstOrThrow();
  if (count + adding > maxPhotosPerEntry) {
    throw new AppError("FORBIDDEN", {
      error: "Photo limit reached",
      code: "PHOTO_LIMIT_REACHED",
      message: `An entry can have at most ${maxPhotosPerEntry} photos on your plan.`,
    });
  }
  return last === null ? 0 : last + 1;
}

/** A file of an upload that was not kept, and why (the refusal's `error` and `message`). */
export interface RefusedFile {
  name: string;
  error: string;
  code: ErrorCode;
  message: string;
}

/**
 * Reads and processes the files one at a time (a decode can take hundreds of megabytes). A file
 * that is not a photo we take is refused alone, by its name, so that it costs none of the others.
 */
async function processAll(files: readonly Blob[]) {
  const processed: ProcessedPhoto[] = [];
  const refused: { file: RefusedFile; error: AppError }[] = [];
  for (const [index, file] of files.entries()) {
    try {
      processed.push(await processPhoto(Buffer.from(await file.arrayBuffer())));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const name = file instanceof File && file.name !== "" ? file.name : `#${index + 1}`;
      const { error: title, code, message = title } = error.body;
      refused.push({ file: { name, error: title, code, message }, error });
    }
  }
  return { processed, refused };
}

/**
 * The limits an upload to the user's entries is read under (the plan's photos per entry, each at
 * the size limit), or 413 when its declared length already passes them.
 */
export async function admitPhotoUpload(
  deps: PhotoDeps,
  { declaredBytes }: { declaredBytes: number | null },
): Promise<UploadLimits> {
  const { maxPhotosPerEntry } = await planLimitsFor(deps.db, deps.account.id, deps.ports.clock.now());
  const megabytes = PHOTOS.maxUploadBytes / 1024 / 1024;
  return admitUpload(declaredBytes, {
    maxFiles: maxPhotosPerEntry,
    maxFileBytes: PHOTOS.maxUploadBytes,
    fileTooLarge: PHOTO_TOO_LARGE,
    tooLarge: {
      error: "Upload too large",
      code: "UPLOAD_TOO_LARGE",
      message: `An upload may hold at most ${maxPhotosPerEntry} photos of ${megabytes} MB each on your plan.`,
    },
  });
}

/** What an upload answers: every photo of the entry, and the files of the upload that were refused. */
interface PhotoUrls {
  photoUrls: string[];
  refused: RefusedFile[];
}

/**
 * Adds photos to the user's entry and answers its photo URLs. Every file is processed before
 * anything is stored; one that is not a photo we take is left out and named in `refused` (all of
 * them refused: 400 naming them). The files are stored before the rows that name them are written, and if the transaction refuses (limit, entry gone) the files just stored
 * are deleted again. Their names are in the clean-up journal from before they are stored until
 * their rows commit, so a crash in between leaves nothing behind for good (see sweepDueFiles).
 *
 * With an idempotency key, an upload sent again (a device's outbox after a lost answer) adds
 * nothing and answers as the first did; its files, stored before the key could be claimed, are
 * deleted again.
 */
export async function uploadPhotos(deps: PhotoDeps, input: UploadPhotosInput): Promise<PhotoUrls> {
  const { db, ports } = deps;
  const userId = deps.account.id;
  const { entryId, files, idempotencyKey: key } = input;
  if (files.length === 0)
    throw new AppError("BAD_REQUEST", { error: "No files provided for upload.", code: "NO_FILES" });
  const once = { userId, key, operation: "photos.upload" };
  const keyed = key === undefined ? undefined : { ...once, key };
  const given = await answerGiven(db, once);
  if (given) return given.answer as PhotoUrls;
  const now = ports.clock.now();
  await claimPhotoPositions(db, userId, entryId, files.length, now);

  const processed = await processAll(files);
  const refused = processed.refused.map(({ file }) => file);
  const [first] = processed.refused;
  // Nothing to keep: refused as the first file was (400, or 413 for one too large), naming them all.
  if (processed.processed.length === 0 && first) {
    throw new AppError(first.error.code, { ...first.error.body, refused }, { cause: first.error });
  }
  const stored = await storePhotos(deps, processed.processed, `upload to entry ${entryId} refused`);
  const paths = storedPhotoPaths(stored);
  // The upload's answer, and whether it is the answer already given to its key.
  let outcome: { answer: PhotoUrls; repeated: boolean };
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const earlier = keyed && (await claimKey(trx, keyed));
      if (earlier) return { answer: earlier.answer as PhotoUrls, repeated: true };
      const position = await claimPhotoPositions(trx, userId, entryId, stored.length, now);
      await attachPhotos(
        trx,
        stored.map((photo, index) => ({ entryId, position: position + index, photo })),
        now,
      );
      const answer = { photoUrls: (await getEntry(trx, userId, entryId)).photoUrls, refused };
      if (keyed) await recordAnswer(trx, keyed, answer);
      return { answer, repeated: false };
    });
  } catch (error) {
    await deleteJournaledFiles(deps, paths, `upload to entry ${entryId} refused`);
    throw error;
  }
  if (outcome.repeated) await deleteJournaledFiles(deps, paths, `upload to entry ${entryId} sent again`);
  return outcome.answer;
}
