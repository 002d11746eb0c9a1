import { isAuthFailure } from "../../lib/auth-failure";
import { currentIdToken, refreshTokenOnNextCall } from "../../lib/firebase";
import { authErrorOccurred } from "../auth/session-store";

/** A file of an upload the server did not keep, and why (its known `error`). */
export interface RefusedFile {
  name: string;
  error: string;
  code: string;
  message: string;
}

/** What an upload answers: the entry's photos, and the files of the upload that were refused. */
export interface UploadAnswer {
  photoUrls: string[];
  refused: RefusedFile[];
}

/** A refused or failed upload; `status` 0 when the server was not reached. */
export class PhotoUploadError extends Error {
  override name = "PhotoUploadError";
  constructor(
    readonly status: number,
    readonly body: { error?: string; code?: string; message?: string; refused?: RefusedFile[] } | null,
  ) {
    super(body?.message ?? body?.error ?? `Photo upload failed (${status})`);
  }
}

/** Called as the request body goes out, with the share sent so far (0…1). */
export type UploadProgress = (fraction: number) => void;

function errorBody(response: unknown): PhotoUploadError["body"] {
  if (typeof response !== "object" || response === null) return null;
  const { error, code, message, refused } = response as Record<string, unknown>;
  return {
    ...(typeof error === "string" ? { error } : {}),
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof message === "string" ? { message } : {}),
    ...(Array.isArray(refused) ? { refused: refused as RefusedFile[] } : {}),
  };
}

/**
 * One POST /api/journal/{id}/photos (docs/product.md §7, multipart with the repeated field `photos`). An
 * XMLHttpRequest rather than fetch: only it reports the upload's progress.
 */
function send(
  entryId: string,
  files: readonly File[],
  token: string | null,
  onProgress: UploadProgress,
  idempotencyKey: string | undefined,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/journal/${encodeURIComponent(entryId)}/photos`);
    request.responseType = "json";
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    if (idempotencyKey) request.setRequestHeader("Idempotency-Key", idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = errorBody(request.response);
      if (request.status >= 200 && request.status < 300) {
        const { photoUrls, refused = [] } = request.response as Partial<UploadAnswer>;
        onProgress(1);
        resolve({ photoUrls: photoUrls ?? [], refused });
      } else {
        reject(new PhotoUploadError(request.status, body));
      }
    };
    request.onerror = () => reject(new PhotoUploadError(0, null));
    request.onabort = () => reject(new PhotoUploadError(0, null));
    const form = new FormData();
    for (const file of files) form.append("photos", file, file.name);
    request.send(form);
  });
}

/**
 * Uploads files to an entry and answers its photo URLs and the files it refused. As for every call
 * (docs/product.md §8), a refused token is renewed and the upload tried once more; refused again, the session
 * hears of it. With an idempotency key, an upload sent again after a lost answer adds nothing (the outbox's).
 */
export async function uploadPhotos(
  entryId: string,
  files: readonly File[],
  onProgress: UploadProgress,
  idempotencyKey?: string,
): Promise<UploadAnswer> {
  const attempt = async () => send(entryId, files, await currentIdToken(), onProgress, idempotencyKey);
  const authRefused = (error: unknown): error is PhotoUploadError =>
    error instanceof PhotoUploadError && isAuthFailure(error.status, error.body?.code);
  try {
    return await attempt();
  } catch (error) {
    if (!authRefused(error)) throw error;
  }
  refreshTokenOnNextCall();
  onProgress(0);
  try {
    return await attempt();
  } catch (error) {
    if (authRefused(error)) authErrorOccurred();
    throw error;
  }
}
