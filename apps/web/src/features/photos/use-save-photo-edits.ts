import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";

import type { PhotoEditsState } from "./use-photo-edits";
import { trpc } from "../../lib/trpc";
import { useServerErrorText } from "../../lib/use-server-error-text";
import { toast } from "../shell/toaster";
import { useInvalidatePhotoViews } from "./use-invalidate-photo-views";
import { refusalsOf, useUploadErrorText, useUploadPhotos } from "./use-upload-photos";

/**
 * docs/product.md §4, once an entry's details are saved: its marked photos are deleted, then its new files
 * uploaded. Each failure is shown and what went through is no longer pending, so saving again
 * retries only the rest: a file the server refused stays, named, to be sent again or removed. The journal's queries are refreshed either way (cards show thumbnails).
 */
export function useSavePhotoEdits(entryId: string, photos: PhotoEditsState) {
  const { t } = useLingui();
  const invalidate = useInvalidatePhotoViews();
  const deletion = useMutation(trpc.photos.deleteMany.mutationOptions());
  const { progress, upload } = useUploadPhotos();
  const errorText = useServerErrorText();
  const uploadErrorText = useUploadErrorText();
  const [saving, setSaving] = useState(false);

  const deleteMarked = async (existing: readonly string[]): Promise<boolean> => {
    const marked = photos.edits.marked.filter((url) => existing.includes(url));
    if (marked.length === 0) return true;
    try {
      await deletion.mutateAsync({ entryId, photoUrlsToDelete: marked });
      photos.deletionsSaved();
      return true;
    } catch (error) {
      const fallback = t({ id: "errors.photoDeletionFailed", message: "The photos could not be deleted." });
      const detail = errorText.of(error, fallback);
      toast.error(fallback, detail === fallback ? {} : { description: detail });
      return false;
    }
  };

  const uploadAdded = async (): Promise<boolean> => {
    if (photos.edits.added.length === 0) return true;
    const sent = photos.edits.added;
    let outcome: unknown;
    try {
      outcome = await upload(entryId, sent);
      photos.uploadsSaved(uploadErrorText.refusedFiles(sent, outcome));
      if (refusalsOf(outcome).length === 0) return true;
    } catch (error) {
      outcome = error;
      if (refusalsOf(error).length > 0) photos.uploadsSaved(uploadErrorText.refusedFiles(sent, error));
    }
    toast.error(t({ id: "errors.photoUploadFailed", message: "The photos could not be uploaded." }), {
      description: uploadErrorText(outcome),
    });
    return false;
  };

  /** Deletions, then uploads; true when every change went through. */
  const save = async (existing: readonly string[]): Promise<boolean> => {
    setSaving(true);
    try {
      return (await deleteMarked(existing)) && (await uploadAdded());
    } finally {
      setSaving(false);
      await invalidate();
    }
  };

  return { save, saving, progress };
}
