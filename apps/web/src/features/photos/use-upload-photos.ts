import { useState } from "react";

import { PhotoUploadError, uploadPhotos } from "./upload-photos";

/** Uploads with their progress (0…1) kept for a progress bar; null while nothing is being sent. */
export function useUploadPhotos() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (
    entryId: string,
    files: readonly File[],
    idempotencyKey?: string,
  ): Promise<string[]> => {
    setProgress(0);
    try {
      return await uploadPhotos(entryId, files, setProgress, idempotencyKey);
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload };
}

/** The server's explanation of a refused upload (a limit, a file too large, not an image), if any. */
export function uploadErrorDetail(error: unknown): string | undefined {
  return error instanceof PhotoUploadError ? (error.body?.message ?? error.body?.error) : undefined;
}
