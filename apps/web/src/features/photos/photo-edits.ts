import { thumbnailOf } from "../journal/photo-urls";

/**
 * What edit mode would change about an entry's photos on save (docs/product.md §4); nothing is sent before.
 */
export interface PhotoEdits {
  /** Display URLs of existing photos to delete. */
  marked: readonly string[];
  /** New files to upload, in the order they were chosen. */
  added: readonly File[];
  /** The existing photo chosen for cards (display URL); null while there is none to choose. */
  thumbnail: string | null;
}

export const NO_PHOTO_EDITS: PhotoEdits = { marked: [], added: [], thumbnail: null };

interface EntryPhotos {
  photoUrls: readonly string[];
  thumbnail_url: string | null;
}

/** Edit mode opening: nothing pending, and the photo the entry shows on cards chosen. */
export function startPhotoEdits(entry: EntryPhotos): PhotoEdits {
  const current = entry.photoUrls.find(
    (url) => url === entry.thumbnail_url || thumbnailOf(url) === entry.thumbnail_url,
  );
  return { ...NO_PHOTO_EDITS, thumbnail: current ?? entry.photoUrls[0] ?? null };
}

/** The existing photos that stay after save. */
export function keptPhotos(existing: readonly string[], edits: PhotoEdits): string[] {
  return existing.filter((url) => !edits.marked.includes(url));
}

/** docs/product.md §5: the photos the entry would have after save, existing − marked + new. */
export function photoCount(existing: readonly string[], edits: PhotoEdits): number {
  return keptPhotos(existing, edits).length + edits.added.length;
}

/**
 * Whether the new files take the entry over the plan's limit. Photos already stored are not
 * counted against the user alone: an entry kept from a richer plan is not "over" until files are added.
 */
export function exceedsLimit(existing: readonly string[], edits: PhotoEdits, limit: number): boolean {
  return edits.added.length > 0 && photoCount(existing, edits) > limit;
}

/**
 * docs/product.md §5, "remove photos": keeps only as many new files, first chosen first, as fit within the
 * limit.
 */
export function keepWhatFits(existing: readonly string[], edits: PhotoEdits, limit: number): PhotoEdits {
  const room = Math.max(0, limit - keptPhotos(existing, edits).length);
  return edits.added.length > room ? { ...edits, added: edits.added.slice(0, room) } : edits;
}

/**
 * The thumbnail to save: the chosen photo if it stays, else the first photo that stays; null when
 * every existing photo goes (the server then shows the first new one).
 */
export function thumbnailToSave(existing: readonly string[], edits: PhotoEdits): string | null {
  const kept = keptPhotos(existing, edits);
  return edits.thumbnail !== null && kept.includes(edits.thumbnail) ? edits.thumbnail : (kept[0] ?? null);
}

export function withMarked(edits: PhotoEdits, url: string, marked: boolean): PhotoEdits {
  const others = edits.marked.filter((candidate) => candidate !== url);
  return { ...edits, marked: marked ? [...others, url] : others };
}

export function withFilesAdded(edits: PhotoEdits, files: readonly File[]): PhotoEdits {
  return { ...edits, added: [...edits.added, ...files] };
}

export function withFileRemoved(edits: PhotoEdits, index: number): PhotoEdits {
  return { ...edits, added: edits.added.filter((_, position) => position !== index) };
}
