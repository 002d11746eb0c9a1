import { createHash } from "node:crypto";

import type { Db } from "@bitelog/db";

import type { ImageInput, PhotoDeps } from "./schemas";
import { AppError } from "../errors";
import { storagePathFromUrl } from "./storage-paths";

export interface ImageFile {
  data: Buffer;
  contentType: string;
  /** A strong validator: a stored name is never reused for other bytes, so the name decides it. */
  etag: string;
}

export const imageNotFound = () => new AppError("NOT_FOUND", { error: "Image not found" });

/** A strong validator of a stored file: its name, never reused for other bytes. */
export function imageEtag(path: string): string {
  return `"${createHash("sha256").update(path).digest("base64url").slice(0, 27)}"`;
}

/** Whether the file at `path` belongs to a photo of one of the user's entries. */
async function ownsPhotoFile(db: Db, userId: string, path: string): Promise<boolean> {
  const photo = await db
    .selectFrom("entry_photos")
    .innerJoin("journal_entries", "journal_entries.id", "entry_photos.entry_id")
    .select("entry_photos.id")
    .where("journal_entries.user_id", "=", userId)
    .where((eb) =>
      eb.or([eb("entry_photos.storage_path", "=", path), eb("entry_photos.thumbnail_path", "=", path)]),
    )
    .executeTakeFirst();
  return photo !== undefined;
}

/**
 * A stored photo file (display version or thumbnail) for the image route, given as a storage path
 * or any URL form of one. 404 unless it belongs to the user: someone else's photo, a deleted one
 * and a made-up name all look the same.
 */
export async function readImage(deps: PhotoDeps, { path: reference }: ImageInput): Promise<ImageFile> {
  const userId = deps.account.id;
  const path = storagePathFromUrl(reference);
  if (path === null || !(await ownsPhotoFile(deps.db, userId, path))) throw imageNotFound();
  const file = await deps.ports.photos.get(path);
  if (!file) {
    deps.logger.error({ path, userId }, "photo row without its file");
    throw imageNotFound();
  }
  return { data: file.data, contentType: file.contentType, etag: imageEtag(path) };
}
