import { useLingui } from "@lingui/react/macro";
import { useState } from "react";

import { RestError } from "../../lib/rest-client";
import { queuePhotos } from "../outbox/queue-changes";
import { toast } from "../shell/toaster";
import { useInvalidatePhotoViews } from "./use-invalidate-photo-views";
import { refusalsOf, useUploadErrorText, useUploadPhotos } from "./use-upload-photos";

/** The files queued on /new, and their upload once the entry exists (docs/product.md §4). */
export function useNewEntryPhotos() {
  const { t } = useLingui();
  const invalidate = useInvalidatePhotoViews();
  const [files, setFiles] = useState<readonly File[]>([]);
  const { progress, upload } = useUploadPhotos();
  const uploadErrorText = useUploadErrorText();

  /**
   * Uploads the queued files to the new entry; a failure is shown, never thrown (the entry exists).
   * Cut off by a lost connection, the upload waits in the outbox with its key (issue 21).
   */
  const uploadTo = async (entryId: string): Promise<void> => {
    if (files.length === 0) return;
    const idempotencyKey = crypto.randomUUID();
    try {
      const answer = await upload(entryId, files, idempotencyKey);
      setFiles([]);
      if (refusalsOf(answer).length > 0) {
        toast.error(t({ id: "photos.someRefused", message: "Some photos could not be added." }), {
          description: uploadErrorText(answer),
        });
      }
    } catch (error) {
      if (error instanceof RestError && error.status === 0) {
        await queuePhotos(entryId, files, idempotencyKey);
        setFiles([]);
        return;
      }
      toast.error(
        t({
          id: "errors.photoUploadWithEntryCreated",
          message: "The entry was saved, but its photos could not be uploaded.",
        }),
        { description: uploadErrorText(error) },
      );
    } finally {
      await invalidate();
    }
  };

  return { files, setFiles, progress, uploadTo };
}

export type NewEntryPhotosState = ReturnType<typeof useNewEntryPhotos>;
