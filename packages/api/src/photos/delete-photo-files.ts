import { randomUUID } from "node:crypto";
import { sql } from "kysely";

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
      code: "UPLOAD_TIMED_OUT",
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
 * How long a sweep's claim on journaled files lasts: longer than deleting a batch may take (the
 * storage calls time out sooner). A sweep that dies meanwhile leaves them to the next one after it.
 */
export const SWEEP_LEASE_MS = 10 * 60_000;

/** A claimed row's path: this prefix, naming the claim, before the file's own path. */
const CLAIMED = /^sweeping:[^:]+:/;

/**
 * Deletes the journaled files that are due (a crash or a failure left them), a batch at a time,
 * with no transaction open while storage is asked. A batch is first claimed in one statement:
 * its rows are renamed to the claim (so an upload committing the same names finds them taken and
 * is refused, as once they are gone) and given a lease. Then the files are deleted, then the rows.
 * A sweep that dies or fails in between leaves the claimed rows, due again when the lease ends
 * (deleting a missing file is no error).
 */
export async function sweepDueFiles(deps: FileDeps, now: Date, batch = 500): Promise<number> {
  let swept = 0;
  for (;;) {
    const claim = `sweeping:${randomUUID()}:`;
    const claimed = await deps.db
      .updateTable("photo_file_cleanup")
      .set({
        path: sql<string>`${claim} || regexp_replace(path, ${CLAIMED.source}, '')`,
        due_at: new Date(now.getTime() + SWEEP_LEASE_MS),
      })
      .where("path", "in", (eb) =>
        eb
          .selectFrom("photo_file_cleanup")
          .select("path")
          .where("due_at", "<=", now)
          .orderBy("due_at")
          .limit(batch)
          .forUpdate()
          .skipLocked(),
      )
      .returning("path")
      .execute();
    const rows = claimed.map((row) => row.path);
    if (rows.length === 0) return swept;
    await deps.ports.photos.delete(rows.map((row) => row.slice(claim.length)));
    await deps.db.deleteFrom("photo_file_cleanup").where("path", "in", rows).execute();
    swept += rows.length;
    if (rows.length < batch) return swept;
  }
}
