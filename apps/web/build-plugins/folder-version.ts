import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A short hash of every file in a folder (names and bytes): put in the files' URLs, it lets them be
 * cached for good, since any change to them gives new URLs.
 */
export function folderVersion(folder: string): string {
  const hash = createHash("sha256");
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(folder.length)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 12);
}
