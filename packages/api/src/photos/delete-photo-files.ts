import type { Logger } from "../logger";
import type { Ports } from "../ports";

/**
 * Deletes photo files once the rows naming them are gone (or were never written). Runs after the
 * transaction has committed, so a storage failure cannot undo it: it is logged with the paths
 * instead, for clean-up, rather than failing a request whose change already happened.
 */
export async function deletePhotoFiles(
  deps: { ports: Pick<Ports, "photos">; logger: Logger },
  paths: readonly string[],
  reason: string,
): Promise<void> {
  if (paths.length === 0) return;
  try {
    await deps.ports.photos.delete(paths);
  } catch (error) {
    deps.logger.error({ err: error, paths, reason }, "photo files left in storage");
  }
}

/** Both files of each photo row. */
export function photoFilePaths(
  photos: readonly { storage_path: string; thumbnail_path: string }[],
): string[] {
  return photos.flatMap((photo) => [photo.storage_path, photo.thumbnail_path]);
}
