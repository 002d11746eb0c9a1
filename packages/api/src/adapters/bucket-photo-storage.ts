import { applicationDefault, deleteApp, initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";

import type { PhotoStoragePort } from "../ports";
import { isStoragePath, storageContentType, UnsafePhotoPathError } from "../photos/storage-paths";

export interface BucketPhotoStorageOptions {
  projectId: string;
  /** The bucket's name, e.g. `my-project.firebasestorage.app`. */
  bucket: string;
}

/** Cloud Storage's answer for an object that does not exist. */
function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown }).code === 404;
}

function checked(path: string): string {
  if (!isStoragePath(path)) throw new UnsafePhotoPathError(path);
  return path;
}

/**
 * Photos in a Firebase Storage / Google Cloud Storage bucket through firebase-admin: the production
 * adapter. Credentials are the application default ones (`GOOGLE_APPLICATION_CREDENTIALS` or the
 * runtime's service account); with `FIREBASE_STORAGE_EMULATOR_HOST` set, firebase-admin talks to
 * the Storage emulator instead and sends none. Like the identity adapter, it owns a named app so
 * several can live in one process.
 */
export function createBucketPhotoStorage(
  options: BucketPhotoStorageOptions,
): PhotoStoragePort & { close(): Promise<void> } {
  const app = initializeApp(
    { projectId: options.projectId, credential: applicationDefault() },
    `bitelog-photos-${options.projectId}-${crypto.randomUUID()}`,
  );
  const bucket = getStorage(app).bucket(options.bucket);

  return {
    async put(path, data, contentType) {
      // One request: photos are small, and a resumable upload costs an extra round trip.
      await bucket.file(checked(path)).save(data, { contentType, resumable: false });
    },
    async get(path) {
      try {
        const [data] = await bucket.file(checked(path)).download();
        // The name carries the type, as in the local adapter: one request instead of two.
        return { data, contentType: storageContentType(path) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(paths) {
      // Every path is checked before anything is deleted.
      const files = paths.map((path) => bucket.file(checked(path)));
      await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
    },
    close: () => deleteApp(app),
  };
}
