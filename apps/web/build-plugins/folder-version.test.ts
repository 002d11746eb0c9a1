import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { folderVersion } from "./folder-version";

describe("folderVersion", () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "bitelog-version-"));
    await writeFile(join(folder, "a.avif"), "one");
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it("stays the same for the same files and changes with any file's bytes or name", async () => {
    const first = folderVersion(folder);
    expect(folderVersion(folder)).toBe(first);
    await writeFile(join(folder, "a.avif"), "two");
    const changed = folderVersion(folder);
    expect(changed).not.toBe(first);
    await writeFile(join(folder, "b.avif"), "");
    expect(folderVersion(folder)).not.toBe(changed);
  });
});
