import type { Db } from "@bitelog/db";

import type { ContextDeps } from "../context";
import type { ImageFile } from "../photos/read-image";
import type { SharedEntryInput, SharedPhotoInput } from "./schemas";
import { ENTRY_COLUMNS } from "../entries/entry-queries";
import { coverPhoto } from "../entries/entry-view";
import { isEntryId } from "../entries/own-entry";
import { AppError } from "../errors";
import { imageEtag, imageNotFound } from "../photos/read-image";
import { isShareToken, shareTokenHash } from "./share-token";

/**
 * What a share link shows: the visit, never the account, its other entries or storage names.
 * Photos are named by id, and reached through the same token.
 */
export interface SharedEntry {
  restaurantName: string;
  restaurantAddress: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The position is the town's (the address was placed at its city), not the restaurant's. */
  approximate: boolean;
  /** "YYYY-MM-DD". */
  visitDate: string;
  rating: number | null;
  comment: string | null;
  /** In upload order, with the display version's size. */
  photos: { id: string; width: number; height: number }[];
  /** The photo the owner chose for cards, else the first; null without photos. */
  coverPhotoId: string | null;
}

/** One answer for a token that is malformed, unknown or revoked, and for a deleted entry. */
export const shareNotFound = () => new AppError("NOT_FOUND", { error: "Share link not found" });

/** The live link of a token, read fresh on every call: no copy of the server keeps one. */
function linkOf(db: Db, token: string) {
  return db.selectFrom("share_links").where("share_links.token_hash", "=", shareTokenHash(token));
}

export async function readSharedEntry({ db }: { db: Db }, { token }: SharedEntryInput): Promise<SharedEntry> {
  if (!isShareToken(token)) throw shareNotFound();
  const entry = await linkOf(db, token)
    .innerJoin("journal_entries", "journal_entries.id", "share_links.entry_id")
    .select(ENTRY_COLUMNS)
    .executeTakeFirst();
  if (!entry) throw shareNotFound();
  const photos = await db
    .selectFrom("entry_photos")
    .select(["id", "width", "height"])
    .where("entry_id", "=", entry.id)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return {
    restaurantName: entry.restaurant_name,
    restaurantAddress: entry.restaurant_address,
    latitude: entry.restaurant_latitude,
    longitude: entry.restaurant_longitude,
    approximate: entry.location_precision === "approximate",
    visitDate: entry.visit_date,
    rating: entry.rating,
    comment: entry.comment,
    photos,
    coverPhotoId: coverPhoto(photos, entry.thumbnail_photo_id)?.id ?? null,
  };
}

/**
 * A photo of the shared entry, through the link: 404 for a revoked link, a photo of any other
 * entry, a deleted photo, and anything malformed alike.
 */
export async function readSharedPhoto(
  deps: Pick<ContextDeps, "db" | "ports" | "logger">,
  input: SharedPhotoInput,
): Promise<ImageFile> {
  if (!isShareToken(input.token) || !isEntryId(input.photoId)) throw imageNotFound();
  const photo = await linkOf(deps.db, input.token)
    .innerJoin("entry_photos", "entry_photos.entry_id", "share_links.entry_id")
    .select(["entry_photos.storage_path", "entry_photos.thumbnail_path"])
    .where("entry_photos.id", "=", input.photoId)
    .executeTakeFirst();
  if (!photo) throw imageNotFound();
  const path = input.size === "display" ? photo.storage_path : photo.thumbnail_path;
  const file = await deps.ports.photos.get(path);
  if (!file) {
    deps.logger.error({ path }, "shared photo row without its file");
    throw imageNotFound();
  }
  return { data: file.data, contentType: file.contentType, etag: imageEtag(path) };
}
