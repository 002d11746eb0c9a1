import { useLingui } from "@lingui/react/macro";
import { useState } from "react";

import { toast } from "../../components/ui/toaster";
import { useInvalidatePhotoViews } from "./use-invalidate-photo-views";
import { uploadErrorDetail, useUploadPhotos } from "./use-upload-photos";

/** The files queued on /new, and their upload once the entry exists (spec §4). */
export function useNewEntryPhotos() {
  const { t } = useLingui();
  const invalidate = useInvalidatePhotoViews();
  const [files, setFiles] = useState<readonly File[]>([]);
  const { progress, upload } = useUploadPhotos();

  /** Uploads the queued files to the new entry; a failure is shown, never thrown (the entry exists). */
  const uploadTo = async (entryId: string): Promise<void> => {
    if (files.length === 0) return;
    try {
      await upload(entryId, files);
      setFiles([]);
    } catch (error) {
      toast.error(
        t({
          id: "errors.photoUploadWithEntryCreated",
          message: "The entry was saved, but its photos could not be uploaded.",
        }),
        { description: uploadErrorDetail(error) },
      );
    } finally {
      await invalidate();
    }
  };

  return { files, setFiles, progress, uploadTo };
}

export type NewEntryPhotosState = ReturnType<typeof useNewEntryPhotos>;
