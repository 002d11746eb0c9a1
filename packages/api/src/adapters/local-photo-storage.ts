import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";

import type { PhotoStoragePort } from "../ports";
import { isStoragePath, storageContentType, UnsafePhotoPathError } from "../photos/storage-paths";

/** Photos in a folder on disk: the embedded default for `npm start` and tests. */
export function createLocalPhotoStorage(root: string): PhotoStoragePort {
  const base = resolve(root);

  const locate = (path: string) => {
    const full = resolve(base, path);
    if (!isStoragePath(path) || !full.startsWith(base + sep)) throw new UnsafePhotoPathError(path);
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
        return { data: await readFile(full), contentType: storageContentType(path) };
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
