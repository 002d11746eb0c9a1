import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";

import type { PhotoStoragePort } from "../ports";

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".avif": "image/avif",
};

/** Generated names only: lowercase segments of letters, digits, dashes; one known image extension. */
const SAFE_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(webp|jpg|png|avif)$/;

export class UnsafePhotoPathError extends Error {
  override name = "UnsafePhotoPathError";
}

/** Photos in a folder on disk: the embedded default for `npm start` and tests. */
export function createLocalPhotoStorage(root: string): PhotoStoragePort {
  const base = resolve(root);

  const locate = (path: string) => {
    const full = resolve(base, path);
    if (!SAFE_PATH.test(path) || !full.startsWith(base + sep)) throw new UnsafePhotoPathError(path);
    return full;
  };

  return {
    async put(path, data) {
      const full = locate(path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async get(path) {
      const full = locate(path);
      try {
        const data = await readFile(full);
        const extension = path.slice(path.lastIndexOf("."));
        return { data, contentType: CONTENT_TYPES[extension] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(paths) {
      await Promise.all(paths.map((path) => rm(locate(path), { force: true })));
    },
  };
}
