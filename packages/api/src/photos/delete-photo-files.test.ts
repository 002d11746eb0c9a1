import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@bitelog/db/testing";
import { testBackends } from "@bitelog/db/testing";

import type { PhotoStoragePort } from "../ports";
import type { AppUser } from "../testing";
import { createLocalPhotoStorage } from "../adapters/local-photo-storage";
import { silentLogger } from "../logger";
import { callerWith, createAppUser, createTestPorts, smallPng } from "../testing";
import { scheduleFileDeletion, SWEEP_LEASE_MS, sweepDueFiles, UPLOAD_LEASE_MS } from "./delete-photo-files";
import { newPhotoPaths } from "./storage-paths";

describe.each(testBackends())("the photo clean-up journal on $name", (backend) => {
  let t: TestDatabase;
  let ports: Awaited<ReturnType<typeof createTestPorts>>;
  let photoDir: string;
  let storage: PhotoStoragePort;
  let user: AppUser;

  beforeAll(async () => {
    [t, ports, photoDir] = await Promise.all([
      backend.create(),
      createTestPorts(),
      mkdtemp(join(tmpdir(), "bitelog-cleanup-test-")),
    ]);
    storage = createLocalPhotoStorage(photoDir);
    user = await createAppUser(t.db);
  });
  afterAll(async () => {
    await Promise.all([t.destroy(), ports.close(), user.dispose()]);
    await rm(photoDir, { recursive: true, force: true });
  });

  const files = async () => (await readdir(join(photoDir, "photos")).catch(() => [])).sort();
  const journal = async () =>
    (await t.db.selectFrom("photo_file_cleanup").select("path").execute()).map((r) => r.path);
  const deps = (photos: PhotoStoragePort = storage) => ({
    db: t.db,
    ports: { photos },
    logger: silentLogger,
  });

  it("deletes the files of an upload that died before its rows were written, once its lease is over", async () => {
    const now = new Date();
    const { display, thumbnail } = newPhotoPaths();
    // What an upload has done when the process dies: names leased, files stored, no rows yet.
    await scheduleFileDeletion(t.db, [display, thumbnail], new Date(now.getTime() + UPLOAD_LEASE_MS));
    await storage.put(display, await smallPng(), "image/png");
    await storage.put(thumbnail, await smallPng(), "image/png");

    expect(await sweepDueFiles(deps(), now)).toBe(0);
    expect(await files()).toHaveLength(2);
    expect(await sweepDueFiles(deps(), new Date(now.getTime() + UPLOAD_LEASE_MS))).toBe(2);
    expect(await files()).toEqual([]);
    expect(await journal()).toEqual([]);
  });

  it("keeps a committed upload's files out of the journal, and finishes a deletion whose file removal failed", async () => {
    const failing: PhotoStoragePort = { ...storage, delete: () => Promise.reject(new Error("storage down")) };
    const as = async (photos: PhotoStoragePort) =>
      callerWith({ db: t.db, ports: { ...ports, photos } }, await user.idToken());

    const entry = await (
      await as(storage)
    ).entries.create({ restaurantName: "Journal", visitDate: "2025-10-27" });
    const { photoUrls } = await (
      await as(storage)
    ).photos.upload({
      entryId: entry.id,
      files: [new File([new Uint8Array(await smallPng())], "a.png")],
    });
    expect(await files()).toHaveLength(2);
    expect(await journal()).toEqual([]);

    // The rows go; the files cannot: they stay journaled, due at once.
    await (await as(failing)).photos.deleteMany({ entryId: entry.id, photoUrlsToDelete: photoUrls });
    expect(await files()).toHaveLength(2);
    expect(await journal()).toHaveLength(2);

    expect(await sweepDueFiles(deps(), new Date())).toBe(2);
    expect(await files()).toEqual([]);
    expect(await journal()).toEqual([]);
  });

  it("holds no journal row while storage deletes, and leaves a failed batch to a later sweep", async () => {
    const now = new Date();
    const { display, thumbnail } = newPhotoPaths();
    await scheduleFileDeletion(t.db, [display, thumbnail], now);
    await storage.put(display, await smallPng(), "image/png");
    await storage.put(thumbnail, await smallPng(), "image/png");

    // While storage is asked, another session can take every journal row at once: none is locked.
    const lockedWhileDeleting: string[] = [];
    const failing: PhotoStoragePort = {
      ...storage,
      async delete(paths) {
        const free = await t.db
          .selectFrom("photo_file_cleanup")
          .select("path")
          .forUpdate()
          .noWait()
          .execute()
          .then(
            () => true,
            () => false,
          );
        if (!free) lockedWhileDeleting.push(...paths);
        throw new Error("storage down");
      },
    };
    await expect(sweepDueFiles(deps(failing), now)).rejects.toThrow("storage down");
    expect(lockedWhileDeleting).toEqual([]);
    expect(await files()).toHaveLength(2);
    expect(await journal()).toHaveLength(2);

    // The failed sweep's claim holds the rows for a while, then the next sweep takes them.
    expect(await sweepDueFiles(deps(), now)).toBe(0);
    expect(await sweepDueFiles(deps(), new Date(now.getTime() + SWEEP_LEASE_MS))).toBe(2);
    expect(await files()).toEqual([]);
    expect(await journal()).toEqual([]);
  });
});
