import { randomUUID } from "node:crypto";
import { chunk } from "es-toolkit";

import type { Db } from "@bitelog/db";

import type { ContextDeps } from "../context";
import type { ProcessedImage, ProcessedPhoto } from "./process-photo";
import type { PhotoPaths } from "./storage-paths";
import { insertBatches } from "../insert-batches";
import {
  deleteJournaledFiles,
  keepUploadedFiles,
  scheduleFileDeletion,
  UPLOAD_LEASE_MS,
} from "./delete-photo-files";
import { newPhotoPaths } from "./storage-paths";

/** One stored photo: its files, and what its row records of the display file. */
export interface StoredPhoto {
  paths: PhotoPaths;
  display: Pick<ProcessedImage, "contentType" | "sizeBytes" | "width" | "height">;
}

/** Both files of each stored photo. */
export const storedPhotoPaths = (photos: Iterable<StoredPhoto>): string[] =>
  [...photos].flatMap(({ paths }) => [paths.display, paths.thumbnail]);

/**
 * Stores processed photos under fresh names, outside any transaction. The names are leased in the
 * clean-up journal before the files are stored, so a crash from then on leaves them to the sweeper
 * (see sweepDueFiles) until attachPhotos commits their rows; a failed store deletes them at once.
 */
export async function storePhotos(
  deps: Pick<ContextDeps, "db" | "ports" | "logger">,
  processed: readonly ProcessedPhoto[],
  reason: string,
): Promise<StoredPhoto[]> {
  const { db, ports } = deps;
  const photos = processed.map((photo) => ({ photo, paths: newPhotoPaths() }));
  const paths = photos.flatMap(({ paths }) => [paths.display, paths.thumbnail]);
  await scheduleFileDeletion(db, paths, new Date(ports.clock.now().getTime() + UPLOAD_LEASE_MS));
  try {
    await Promise.all(
      photos.flatMap(({ photo, paths }) => [
        ports.photos.put(paths.display, photo.display.data, photo.display.contentType),
        ports.photos.put(paths.thumbnail, photo.thumbnail.data, photo.thumbnail.contentType),
      ]),
    );
  } catch (error) {
    await deleteJournaledFiles(deps, paths, reason);
    throw error;
  }
  return photos.map(({ photo, paths }) => {
    const { data: _data, ...display } = photo.display;
    return { paths, display };
  });
}

/** Paths per statement when files leave the clean-up journal: within PostgreSQL's parameter limit. */
const PATH_CHUNK = 5000;

/**
 * The rows of stored photos on their entries, at the positions given, with their files taken out
 * of the clean-up journal, in the caller's transaction (which has locked the entries or just
 * written them). Answers the new rows' ids, in the order given.
 */
export async function attachPhotos(
  trx: Db,
  photos: readonly { entryId: string; position: number; photo: StoredPhoto }[],
  now: Date,
): Promise<string[]> {
  const rows = photos.map(({ entryId, position, photo }) => ({
    id: randomUUID(),
    entry_id: entryId,
    storage_path: photo.paths.display,
    thumbnail_path: photo.paths.thumbnail,
    content_type: photo.display.contentType,
    size_bytes: photo.display.sizeBytes,
    width: photo.display.width,
    height: photo.display.height,
    position,
    created_at: now,
  }));
  for (const batch of insertBatches(rows)) await trx.insertInto("entry_photos").values(batch).execute();
  const paths = storedPhotoPaths(photos.map(({ photo }) => photo));
  for (const batch of chunk(paths, PATH_CHUNK)) await keepUploadedFiles(trx, batch);
  return rows.map((row) => row.id);
}
