import type { Db } from "@bitelog/db";

import type { Logger } from "../logger";
import type { Ports } from "../ports";
import { AppError } from "../errors";

interface FileDeps {
  db: Db;
  ports: Pick<Ports, "photos">;
  logger: Logger;
}

/**
 * How long an upload may take between leasing its files' names and committing their rows; a
 * lease that runs out means the upload died (or gave up) and its files are deleted.
 */
export const UPLOAD_LEASE_MS = 10 * 60_000;

/** Both files of each photo row. */
export function photoFilePaths(
  photos: readonly { storage_path: string; thumbnail_path: string }[],
): string[] {
  return photos.flatMap((photo) => [photo.storage_path, photo.thumbnail_path]);
}

/**
 * Puts files in the clean-up journal (photo_file_cleanup), due at `dueAt`: in the transaction
 * that drops their rows (due now), or before an upload stores them (due when its lease ends).
 */
export async function scheduleFileDeletion(db: Db, paths: readonly string[], dueAt: Date): Promise<void> {
  if (paths.length === 0) return;
  await db
    .insertInto("photo_file_cleanup")
    .values(paths.map((path) => ({ path, due_at: dueAt })))
    .onConflict((conflict) => conflict.column("path").doUpdateSet({ due_at: dueAt }))
    .execute();
}

/**
 * Takes an upload's files out of the journal, in the transaction that commits their rows. If
 * the sweeper has already taken them (the lease ran out), the upload is refused rather than left
 * with rows whose files are gone.
 */
export async function keepUploadedFiles(trx: Db, paths: readonly string[]): Promise<void> {
  const kept = await trx.deleteFrom("photo_file_cleanup").where("path", "in", paths).executeTakeFirst();
  if (Number(kept.numDeletedRows) !== paths.length) {
    throw new AppError("CONFLICT", {
      error: "Upload took too long",
      message: "The upload took too long to finish. Please try again.",
    });
  }
}

/**
 * Deletes journaled files now, then their journal rows. A storage failure is logged and the rows
 * stay, so the sweeper tries again: it never fails a request whose change already happened.
 */
export async function deleteJournaledFiles(
  deps: FileDeps,
  paths: readonly string[],
  reason: string,
): Promise<void> {
  if (paths.length === 0) return;
  try {
    await deps.ports.photos.delete(paths);
    await deps.db.deleteFrom("photo_file_cleanup").where("path", "in", paths).execute();
  } catch (error) {
    deps.logger.error({ err: error, paths, reason }, "photo files left for the sweeper");
  }
}

/**
 * Deletes the journaled files that are due (a crash or a failure left them), a batch at a time.
 * Each batch's rows are taken and their files deleted in one transaction: an upload committing
 * the same names at that moment waits for it, then finds them taken and is refused; and a crash
 * before the commit leaves the rows for the next sweep (deleting a missing file is no error).
 */
export async function sweepDueFiles(deps: FileDeps, now: Date, batch = 500): Promise<number> {
  let swept = 0;
  for (;;) {
    const paths = await deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom("photo_file_cleanup")
        .select("path")
        .where("due_at", "<=", now)
        .orderBy("due_at")
        .limit(batch)
        .forUpdate()
        .skipLocked()
        .execute();
      const taken = due.map((row) => row.path);
      if (taken.length === 0) return taken;
      await trx.deleteFrom("photo_file_cleanup").where("path", "in", taken).execute();
      await deps.ports.photos.delete(taken);
      return taken;
    });
    swept += paths.length;
    if (paths.length < batch) return swept;
  }
}
