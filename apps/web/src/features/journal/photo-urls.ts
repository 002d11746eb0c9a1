/**
 * The server keeps two files of each photo: the display version the viewer shows and a small
 * thumbnail for grids and cards, named `<id>.webp` and `<id>-thumb.webp` side by side (see
 * storage-paths.ts in @bitelog/api). Entries list the display versions.
 */
const DISPLAY_IMAGE = /^(.*\/api\/images\/.+?)(?<!-thumb)\.webp$/;

/** The thumbnail of a photo given by its display URL; other URLs (legacy, bucket) are kept as they are. */
export function thumbnailOf(displayUrl: string): string {
  return displayUrl.replace(DISPLAY_IMAGE, "$1-thumb.webp");
}
