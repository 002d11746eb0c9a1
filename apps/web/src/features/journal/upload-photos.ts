import type { UploadResult } from "@bitelog/api";

import { postForm } from "../../lib/rest-client";

/** What an upload answers: the entry's photos, and the files of the upload that were refused. */
export type UploadAnswer = UploadResult;

/** A file of an upload the server did not keep, and why (its known `code`). */
export type RefusedFile = UploadResult["refused"][number];

/** Called as the request body goes out, with the share sent so far (0…1). */
export type UploadProgress = (fraction: number) => void;

/**
 * Uploads files to an entry (POST /api/journal/{id}/photos, the field `photos` repeated) and
 * answers its photo URLs and the files it refused. With an idempotency key, an upload sent again
 * after a lost answer adds nothing (the outbox's).
 */
export function uploadPhotos(
  entryId: string,
  files: readonly File[],
  onProgress: UploadProgress,
  idempotencyKey?: string,
): Promise<UploadAnswer> {
  const form = new FormData();
  for (const file of files) form.append("photos", file, file.name);
  return postForm<UploadAnswer>(`/api/journal/${encodeURIComponent(entryId)}/photos`, form, {
    onProgress,
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {},
  });
}
