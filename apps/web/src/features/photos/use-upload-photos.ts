import { useLingui } from "@lingui/react/macro";
import { useState } from "react";

import type { RefusedFile, UploadAnswer } from "./upload-photos";
import { useServerErrorText } from "../../lib/use-server-error-text";
import { PhotoUploadError, uploadPhotos } from "./upload-photos";

/** Uploads with their progress (0…1) kept for a progress bar; null while nothing is being sent. */
export function useUploadPhotos() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (
    entryId: string,
    files: readonly File[],
    idempotencyKey?: string,
  ): Promise<UploadAnswer> => {
    setProgress(0);
    try {
      return await uploadPhotos(entryId, files, setProgress, idempotencyKey);
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload };
}

/** The files refused by an upload (its answer), or by a failed one that names them (its error). */
export function refusalsOf(outcome: unknown): RefusedFile[] {
  if (outcome instanceof PhotoUploadError) return outcome.body?.refused ?? [];
  return typeof outcome === "object" && outcome !== null && "refused" in outcome
    ? (outcome as UploadAnswer).refused
    : [];
}

/** The chosen files the server refused, matched by name in the order they were sent. */
export function refusedFiles(files: readonly File[], refused: readonly RefusedFile[]): File[] {
  const left = [...files];
  return refused.flatMap(({ name }) => {
    const index = left.findIndex((file) => file.name === name);
    return index === -1 ? [] : left.splice(index, 1);
  });
}

/**
 * Why an upload failed, in the reader's language: each refused file by name with the reason, else
 * the known error's text (never the server's English).
 */
export function useUploadErrorText() {
  const { t } = useLingui();
  const errorText = useServerErrorText();
  return (outcome: unknown): string | undefined => {
    const refused = refusalsOf(outcome);
    if (refused.length > 0) {
      return refused
        .map(({ name, error }) => {
          const reason =
            errorText({ error }) ?? t({ id: "photos.fileRefused", message: "It could not be added." });
          return t({ id: "photos.refusedFile", message: `${name}: ${reason}` });
        })
        .join("\n");
    }
    return outcome instanceof PhotoUploadError ? (errorText(outcome.body) ?? undefined) : undefined;
  };
}
