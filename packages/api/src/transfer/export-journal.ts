import { extname } from "node:path";

import type { Db, User } from "@bitelog/db";

import { ENTRY_COLUMNS, selectPhotosOfIds } from "../entries/entry-queries";

/** How many entries one export page reads: the export's memory is one page and one photo. */
export const EXPORT_PAGE_SIZE = 200;

/** The account settings an export carries (issue 18's `journal.json`). */
export function exportAccount({
  account,
}: {
  account: Pick<User, "username" | "preferred_language" | "timezone" | "dark_mode">;
}) {
  return {
    username: account.username,
    preferred_language: account.preferred_language,
    timezone: account.timezone,
    dark_mode: account.dark_mode,
  };
}

/** Where a photo of an entry goes in the export ZIP: its place in upload order, from 1, and its stored format. */
const exportPhotoPath = (entryId: string, index: number, storagePath: string) =>
  `photos/${entryId}/${index + 1}${extname(storagePath)}`;

/**
 * One page of the user's entries for the export, in id order after `after`: the read model's
 * fields, the ZIP paths of their photos (with the stored file each one is read from) and of the
 * chosen thumbnail.
 */
export async function exportPage(
  { db, account }: { db: Db; account: Pick<User, "id"> },
  { after }: { after?: string | undefined },
) {
  const userId = account.id;
  let query = db
    .selectFrom("journal_entries")
    .select(ENTRY_COLUMNS)
    .where("journal_entries.user_id", "=", userId)
    .orderBy("journal_entries.id")
    .limit(EXPORT_PAGE_SIZE);
  if (after !== undefined) query = query.where("journal_entries.id", ">", after);
  const rows = await query.execute();
  const photos =
    rows.length === 0
      ? []
      : await selectPhotosOfIds(
          db,
          rows.map((row) => row.id),
        ).execute();
  return rows.map(({ thumbnail_photo_id, ...row }) => {
    const own = photos.filter((photo) => photo.entry_id === row.id);
    const files = own.map((photo, index) => ({
      path: exportPhotoPath(row.id, index, photo.storage_path),
      storagePath: photo.storage_path,
    }));
    const cover = Math.max(
      0,
      own.findIndex((photo) => photo.id === thumbnail_photo_id),
    );
    return {
      ...row,
      photos: files.map((file) => file.path),
      thumbnail: files[cover]?.path ?? null,
      photoFiles: files,
    };
  });
}

export type ExportEntry = Awaited<ReturnType<typeof exportPage>>[number];
