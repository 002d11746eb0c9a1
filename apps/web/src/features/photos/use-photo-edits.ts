import { useState } from "react";

import type { PhotoEdits } from "./photo-edits";
import {
  keepWhatFits,
  NO_PHOTO_EDITS,
  startPhotoEdits,
  withFileRemoved,
  withFilesAdded,
  withMarked,
} from "./photo-edits";

/** The pending photo changes of edit mode (docs/product.md §4), kept until save or cancel. */
export function usePhotoEdits() {
  const [edits, setEdits] = useState<PhotoEdits>(NO_PHOTO_EDITS);
  // Why the server refused a new file, shown beside it until it is removed or sent again.
  const [refusals, setRefusals] = useState<ReadonlyMap<File, string>>(new Map());
  return {
    edits,
    refusals,
    /** Edit mode opens: nothing pending, the entry's current thumbnail chosen. */
    begin: (entry: { photoUrls: readonly string[]; thumbnail_url: string | null }) =>
      setEdits(startPhotoEdits(entry)),
    /** Cancel: every pending change is dropped. */
    discard: () => setEdits(NO_PHOTO_EDITS),
    setMarked: (url: string, marked: boolean) => setEdits((current) => withMarked(current, url, marked)),
    addFiles: (files: readonly File[]) => setEdits((current) => withFilesAdded(current, files)),
    removeFile: (index: number) => setEdits((current) => withFileRemoved(current, index)),
    chooseThumbnail: (url: string) => setEdits((current) => ({ ...current, thumbnail: url })),
    keepWhatFits: (existing: readonly string[], limit: number) =>
      setEdits((current) => keepWhatFits(existing, current, limit)),
    /** After save: the deletions, or the uploads, went through (but for the files the server refused). */
    deletionsSaved: () => setEdits((current) => ({ ...current, marked: [] })),
    uploadsSaved: (refused: ReadonlyMap<File, string> = new Map()) => {
      setRefusals(refused);
      setEdits((current) => ({ ...current, added: [...refused.keys()] }));
    },
  };
}

export type PhotoEditsState = ReturnType<typeof usePhotoEdits>;
