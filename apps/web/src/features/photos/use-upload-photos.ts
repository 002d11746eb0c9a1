import { useLingui } from "@lingui/react/macro";
import { useState } from "react";

import type { RefusedFile, UploadAnswer } from "../journal/upload-photos";
import { RestError } from "../../lib/rest-client";
import { useServerErrorText } from "../../lib/use-server-error-text";
import { uploadPhotos } from "../journal/upload-photos";

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
  if (outcome instanceof RestError) return (outcome.body?.refused as RefusedFile[] | undefined) ?? [];
  return typeof outcome === "object" && outcome !== null && "refused" in outcome
    ? (outcome as UploadAnswer).refused
    : [];
}

/** The chosen files the server refused, each with its refusal, matched by name in the order sent. */
function refusedFiles(files: readonly File[], refused: readonly RefusedFile[]): [File, RefusedFile][] {
  const left = [...files];
  return refused.flatMap((refusal): [File, RefusedFile][] => {
    const index = left.findIndex((file) => file.name === refusal.name);
    const [file] = index === -1 ? [] : left.splice(index, 1);
    return file ? [[file, refusal]] : [];
  });
}

/**
 * Why an upload failed, in the reader's language: each refused file by name with the reason, else
 * the known error's text (never the server's English); and each refused file's reason alone.
 */
export function useUploadErrorText() {
  const { t } = useLingui();
  const errorText = useServerErrorText();
  const reasonOf = ({ code }: RefusedFile) =>
    errorText({ code }) ?? t({ id: "photos.fileRefused", message: "It could not be added." });
  const describe = (outcome: unknown): string | undefined => {
    const refused = refusalsOf(outcome);
    if (refused.length > 0) {
      return refused
        .map((refusal) => {
          const { name } = refusal;
          const reason = reasonOf(refusal);
          return t({ id: "photos.refusedFile", message: `${name}: ${reason}` });
        })
        .join("\n");
    }
    return outcome instanceof RestError ? (errorText(outcome.body) ?? undefined) : undefined;
  };
  return Object.assign(describe, {
    /** The sent files the server refused, each with its reason. */
    refusedFiles: (files: readonly File[], outcome: unknown): Map<File, string> => {
      const matched = refusedFiles(files, refusalsOf(outcome));
      return new Map(matched.map(([file, refusal]) => [file, reasonOf(refusal)]));
    },
  });
}
