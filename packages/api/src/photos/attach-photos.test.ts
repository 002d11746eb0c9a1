import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@bitelog/db/testing";
import { testBackends } from "@bitelog/db/testing";

import { silentLogger } from "../logger";
import { createTestPorts, smallPng } from "../testing";
import { attachPhotos, storedPhotoPaths, storePhotos } from "./attach-photos";
import { processPhoto } from "./process-photo";

describe.each(testBackends())("storing and attaching photos on $name", (backend) => {
  let t: TestDatabase;
  let ports: Awaited<ReturnType<typeof createTestPorts>>;
  beforeAll(async () => {
    [t, ports] = await Promise.all([backend.create(), createTestPorts()]);
  });
  afterAll(() => Promise.all([t.destroy(), ports.close()]));

  const deps = () => ({ db: t.db, ports, logger: silentLogger });
  const leased = async (paths: readonly string[]) =>
    (await t.db.selectFrom("photo_file_cleanup").select("path").where("path", "in", paths).execute()).length;
  const newEntry = async () => {
    const user = await t.db
      .insertInto("users")
      .values({ firebase_uid: crypto.randomUUID(), username: "attach" })
      .returning("id")
      .executeTakeFirstOrThrow();
    return t.db
      .insertInto("journal_entries")
      .values({ user_id: user.id, restaurant_name: "Chez Attach", visit_date: "2026-01-01" })
      .returning("id")
      .executeTakeFirstOrThrow();
  };

  it("stores both files of each photo, leased until their rows commit", async () => {
    const processed = await Promise.all(
      [smallPng("#112233"), smallPng("#445566")].map(async (png) => processPhoto(await png)),
    );
    const stored = await storePhotos(deps(), processed, "test");
    expect(stored).toHaveLength(2);
    const paths = storedPhotoPaths(stored);
    expect(new Set(paths).size).toBe(4);
    for (const path of paths) expect(await ports.photos.get(path)).not.toBeNull();
    expect(await leased(paths)).toBe(4);
    expect(stored[0]?.display).toEqual({
      contentType: "image/webp",
      sizeBytes: processed[0]?.display.sizeBytes,
      width: processed[0]?.display.width,
      height: processed[0]?.display.height,
    });
  });

  it("deletes the files again when storing fails, leaving nothing leased", async () => {
    const processed = [await processPhoto(await smallPng())];
    let tried: string[] = [];
    const photos = {
      ...ports.photos,
      put: (path: string) => {
        tried = [...tried, path];
        return Promise.reject(new Error("storage down"));
      },
    };
    await expect(storePhotos({ ...deps(), ports: { ...ports, photos } }, processed, "test")).rejects.toThrow(
      "storage down",
    );
    expect(tried).toHaveLength(2);
    expect(await leased(tried)).toBe(0);
  });

  it("writes the rows at their positions, answers their ids in order and ends the lease", async () => {
    const entry = await newEntry();
    const processed = await processPhoto(await smallPng());
    const stored = await storePhotos(deps(), [processed, processed], "test");
    const now = new Date("2026-02-01T10:00:00Z");
    const ids = await t.db.transaction().execute((trx) =>
      attachPhotos(
        trx,
        stored.map((photo, index) => ({ entryId: entry.id, position: 3 + index, photo })),
        now,
      ),
    );
    const rows = await t.db
      .selectFrom("entry_photos")
      .select(["id", "position", "storage_path", "thumbnail_path", "created_at"])
      .where("entry_id", "=", entry.id)
      .orderBy("position")
      .execute();
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows.map((row) => row.position)).toEqual([3, 4]);
    expect(rows[1]).toMatchObject({
      storage_path: stored[1]?.paths.display,
      thumbnail_path: stored[1]?.paths.thumbnail,
    });
    expect(rows[0]?.created_at).toEqual(now);
    expect(await leased(storedPhotoPaths(stored))).toBe(0);
  });

  it("refuses files whose lease the sweeper has already taken", async () => {
    const entry = await newEntry();
    const [photo] = await storePhotos(deps(), [await processPhoto(await smallPng())], "test");
    if (!photo) throw new Error("nothing stored");
    await t.db.deleteFrom("photo_file_cleanup").where("path", "=", photo.paths.display).execute();
    await expect(
      t.db
        .transaction()
        .execute((trx) => attachPhotos(trx, [{ entryId: entry.id, position: 0, photo }], new Date())),
    ).rejects.toMatchObject({ body: { code: "UPLOAD_TIMED_OUT" } });
  });
});
