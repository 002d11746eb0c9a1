import type { z } from "zod";

import type { Db, EntryPhoto, JournalEntry } from "@bitelog/db";

import type { EntriesQuery } from "./entry-queries";
import type { entryViewSchema } from "./schemas";
import { imageUrlFor } from "../photos/storage-paths";
import { selectPhotosOf, selectPhotosOfIds } from "./entry-queries";

/** The columns a person writes (create and update), in the row's snake_case. */
export type EntryColumns = Pick<
  JournalEntry,
  | "restaurant_name"
  | "restaurant_address"
  | "restaurant_latitude"
  | "restaurant_longitude"
  | "visit_date"
  | "rating"
  | "comment"
  | "what_you_had"
  | "would_get_again"
  | "things_to_remember"
>;

/** A journal entry as the web app and REST clients see it (docs/product.md §3). */
export type EntryView = z.infer<typeof entryViewSchema>;

type EntryRow = Omit<
  JournalEntry,
  | "user_id"
  | "search_document"
  | "name_letter"
  | "geocoded_address"
  | "city"
  | "country"
  | "city_address"
  | "place_key"
  | "created_at"
  | "updated_at"
>;
type PhotoRow = Pick<EntryPhoto, "id" | "storage_path" | "thumbnail_path">;

/** The photo shown for an entry (cards, link previews): the one its owner chose, else the first. */
export function coverPhoto<Photo extends { id: string }>(
  photos: readonly Photo[],
  chosenId: string | null,
): Photo | undefined {
  return photos.find((photo) => photo.id === chosenId) ?? photos[0];
}

/** The read model of one entry row, given its photos in upload order. */
export function toEntryView(row: EntryRow, photos: readonly PhotoRow[]): EntryView {
  const cover = coverPhoto(photos, row.thumbnail_photo_id);
  return {
    id: row.id,
    restaurant_name: row.restaurant_name,
    restaurant_address: row.restaurant_address,
    restaurant_latitude: row.restaurant_latitude,
    restaurant_longitude: row.restaurant_longitude,
    location_precision: row.location_precision,
    visit_date: row.visit_date,
    rating: row.rating,
    comment: row.comment,
    what_you_had: row.what_you_had,
    would_get_again: row.would_get_again,
    things_to_remember: row.things_to_remember,
    photoUrls: photos.map((photo) => imageUrlFor(photo.storage_path)),
    thumbnail_url: cover ? imageUrlFor(cover.thumbnail_path) : null,
    listed_since: row.listed_since?.toISOString() ?? null,
  };
}

/** The read models of entry rows, given the photos of all of them in upload order. */
function toEntryViews(rows: readonly EntryRow[], photos: readonly (PhotoRow & { entry_id: string })[]) {
  const photosByEntry = new Map<string, PhotoRow[]>();
  for (const photo of photos) {
    const list = photosByEntry.get(photo.entry_id);
    if (list) list.push(photo);
    else photosByEntry.set(photo.entry_id, [photo]);
  }
  return rows.map((row) => toEntryView(row, photosByEntry.get(row.id) ?? []));
}

/** Runs an entries query and the query of their photos side by side, and shapes the read model. */
export async function loadEntries(db: Db, entries: EntriesQuery): Promise<EntryView[]> {
  const [rows, photos] = await Promise.all([entries.execute(), selectPhotosOf(db, entries).execute()]);
  return toEntryViews(rows, photos);
}

/** The read model of entry rows already read (a page of them): their photos are read by id. */
export async function withPhotos(db: Db, rows: readonly EntryRow[]): Promise<EntryView[]> {
  const photos =
    rows.length === 0
      ? []
      : await selectPhotosOfIds(
          db,
          rows.map((row) => row.id),
        ).execute();
  return toEntryViews(rows, photos);
}
