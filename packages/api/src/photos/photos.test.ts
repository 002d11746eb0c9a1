import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@bitelog/db/testing";
import { PLAN_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { Ports } from "../ports";
import type { AppUser } from "../testing";
import { createLocalPhotoStorage } from "../adapters/local-photo-storage";
import {
  callerWith,
  cameraJpeg,
  createAppUser,
  createTestPorts,
  declaredPng,
  GPS_MARKER,
  rejectionOf,
  smallPng,
} from "../testing";
import { storagePathFromUrl } from "./storage-paths";

const visit = { restaurantName: "Le Comptoir", visitDate: "2025-06-14" };
const notFound = (error: string) => ({
  trpcCode: "NOT_FOUND",
  status: 404,
  body: { error, code: "NOT_FOUND" },
});

/** The storage path behind a URL the API answered with. */
const pathOf = (url: string) => storagePathFromUrl(url) ?? "";

describe.each(testBackends())("photos on $name", (backend) => {
  let t: TestDatabase;
  let ports: Ports & { close(): Promise<void> };
  let photoDir: string;
  let png: Buffer;
  const users: AppUser[] = [];

  beforeAll(async () => {
    let testPorts: Awaited<ReturnType<typeof createTestPorts>>;
    [t, testPorts, photoDir, png] = await Promise.all([
      backend.create(),
      createTestPorts(),
      mkdtemp(join(tmpdir(), "bitelog-photo-test-")),
      smallPng(),
    ]);
    // A folder of our own, so the tests can see every file left behind.
    ports = { ...testPorts, photos: createLocalPhotoStorage(photoDir) };
  });
  afterAll(async () => {
    await Promise.all([t.destroy(), ports.close(), ...users.map((user) => user.dispose())]);
    await rm(photoDir, { recursive: true, force: true });
  });

  const newUser = async () => {
    const user = await createAppUser(t.db);
    users.push(user);
    return user;
  };
  const as = async (user: AppUser) => callerWith({ db: t.db, ports }, await user.idToken());
  const file = (data: Buffer, name = "photo.png", type = "image/png") => new File([data], name, { type });
  const storedFiles = async () => (await readdir(join(photoDir, "photos")).catch(() => [])).sort();
  /** A user with an entry, and a caller for that user. */
  const entryOf = async (user?: AppUser) => {
    const owner = user ?? (await newUser());
    const caller = await as(owner);
    return { owner, caller, entry: await caller.entries.create(visit) };
  };

  it("stores a camera photo upright and without its GPS position, display and thumbnail", async () => {
    const { caller, entry } = await entryOf();
    const { photoUrls } = await caller.photos.upload({
      entryId: entry.id,
      files: [file(await cameraJpeg(), "IMG_0001.JPG", "image/jpeg")],
    });
    expect(photoUrls).toEqual([expect.stringMatching(/^\/api\/images\/photos\/[0-9a-f]{32}\.webp$/)]);
    const view = await caller.entries.get({ id: entry.id });
    expect(view.photoUrls).toEqual(photoUrls);
    expect(view.thumbnail_url).toBe(photoUrls[0]?.replace(".webp", "-thumb.webp"));

    for (const url of [...photoUrls, view.thumbnail_url ?? ""]) {
      const stored = await ports.photos.get(pathOf(url));
      expect(stored?.contentType).toBe("image/webp");
      const data = stored?.data ?? Buffer.alloc(0);
      expect(data.includes(GPS_MARKER)).toBe(false);
      const metadata = await sharp(data).metadata();
      expect(metadata.exif).toBeUndefined();
      // The camera wrote 3000×2000 with "rotate 90°": upright, it is portrait.
      expect(metadata.height).toBeGreaterThan(metadata.width);
    }
  });

  it("adds an upload sent again with the same key once, keeping no file of the copy", async () => {
    const { caller, entry } = await entryOf();
    const upload = () =>
      caller.photos.upload({ entryId: entry.id, files: [file(png)], idempotencyKey: "outbox-photos-1" });
    const before = (await storedFiles()).length;
    const first = await upload();
    expect(await upload()).toEqual(first);
    // Copies arriving together wait on the first's claim, then answer as it did.
    const together = await Promise.all([
      caller.photos.upload({ entryId: entry.id, files: [file(png)], idempotencyKey: "outbox-photos-2" }),
      caller.photos.upload({ entryId: entry.id, files: [file(png)], idempotencyKey: "outbox-photos-2" }),
    ]);
    expect(together[1]).toEqual(together[0]);
    expect((await caller.entries.get({ id: entry.id })).photoUrls).toHaveLength(2);
    // Two photos, each a display file and a thumbnail: the copies' files were deleted again.
    expect((await storedFiles()).length).toBe(before + 4);
  });

  it("serves the caller's photo files through image, and no one else's", async () => {
    const { caller, entry } = await entryOf();
    const { photoUrls } = await caller.photos.upload({ entryId: entry.id, files: [file(png)] });
    const { thumbnail_url } = await caller.entries.get({ id: entry.id });
    const url = `${photoUrls[0] ?? ""}?token=ignored`;

    const image = await caller.photos.image({ path: url });
    expect(image.contentType).toBe("image/webp");
    expect((await sharp(image.data).metadata()).format).toBe("webp");
    expect(image.etag).toMatch(/^"[\w-]+"$/);
    expect((await caller.photos.image({ path: pathOf(url) })).etag).toBe(image.etag);
    expect((await caller.photos.image({ path: thumbnail_url ?? "" })).etag).not.toBe(image.etag);

    const stranger = await as(await newUser());
    expect(await rejectionOf(stranger.photos.image({ path: url }))).toEqual(notFound("Image not found"));
    for (const path of ["photos/00000000000000000000000000000000.webp", "../../etc/passwd", ""]) {
      expect(await rejectionOf(caller.photos.image({ path })), path).toEqual(notFound("Image not found"));
    }
  });

  it("keeps photos in upload order and lets the owner choose the thumbnail", async () => {
    const { caller, entry } = await entryOf();
    const colours = ["#ff0000", "#00ff00", "#0000ff"];
    const first = await caller.photos.upload({
      entryId: entry.id,
      files: [file(await smallPng(colours[0]))],
    });
    const { photoUrls } = await caller.photos.upload({
      entryId: entry.id,
      files: [file(await smallPng(colours[1])), file(await smallPng(colours[2]))],
    });
    expect(photoUrls.slice(0, 1)).toEqual(first.photoUrls);
    const [, second = "", third = ""] = photoUrls;
    const thumbOf = (url: string) => url.replace(".webp", "-thumb.webp");

    const update = (thumbnailUrl: string | null | undefined) =>
      caller.entries.update({ ...visit, id: entry.id, thumbnailUrl });
    expect((await update(`http://localhost:3000${second}?token=abc`)).thumbnail_url).toBe(thumbOf(second));
    // An update replaces the whole entry: left out, the choice returns to the first photo.
    expect((await update(undefined)).thumbnail_url).toBe(thumbOf(photoUrls[0] ?? ""));
    expect((await update(thumbOf(third))).thumbnail_url).toBe(thumbOf(third));
    expect((await update(null)).thumbnail_url).toBe(thumbOf(photoUrls[0] ?? ""));

    const other = await entryOf();
    const foreign = await other.caller.photos.upload({ entryId: other.entry.id, files: [file(png)] });
    for (const bad of [foreign.photoUrls[0] ?? "", "photos/unknown.webp", "https://example.com/x.webp"]) {
      expect(await rejectionOf(update(bad)), bad).toMatchObject({
        status: 400,
        body: { error: "Invalid thumbnail", code: "INVALID_THUMBNAIL" },
      });
    }

    // Deleting the chosen photo falls back to the first one.
    await update(third);
    await caller.photos.deleteMany({ entryId: entry.id, photoUrlsToDelete: [third] });
    expect((await caller.entries.get({ id: entry.id })).thumbnail_url).toBe(thumbOf(photoUrls[0] ?? ""));
  });

  it("deletes the photos named, by either file, and their files; ignores what is not this entry's", async () => {
    const { caller, entry } = await entryOf();
    const { photoUrls } = await caller.photos.upload({
      entryId: entry.id,
      files: [file(png), file(png), file(png)],
    });
    const [a = "", b = "", c = ""] = photoUrls;
    const other = await entryOf();
    const foreign = await other.caller.photos.upload({ entryId: other.entry.id, files: [file(png)] });

    const answer = await caller.photos.deleteMany({
      entryId: entry.id,
      photoUrlsToDelete: [`${a}?token=x`, pathOf(c).replace(".webp", "-thumb.webp"), ...foreign.photoUrls],
    });
    expect(answer).toEqual({ photoUrls: [b] });
    for (const url of [a, c]) {
      expect(await ports.photos.get(pathOf(url))).toBeNull();
      expect(await ports.photos.get(pathOf(url).replace(".webp", "-thumb.webp"))).toBeNull();
    }
    expect(await ports.photos.get(pathOf(b))).not.toBeNull();
    expect(await other.caller.entries.get({ id: other.entry.id })).toMatchObject({
      photoUrls: foreign.photoUrls,
    });
    // Repeating the call changes nothing.
    expect(await caller.photos.deleteMany({ entryId: entry.id, photoUrlsToDelete: [a] })).toEqual({
      photoUrls: [b],
    });
  });

  it("answers the documented messages for empty lists, and 400 naming a reference that is not a photo", async () => {
    const { caller, entry } = await entryOf();
    expect(await rejectionOf(caller.photos.upload({ entryId: entry.id, files: [] }))).toEqual({
      trpcCode: "BAD_REQUEST",
      status: 400,
      body: { error: "No files provided for upload.", code: "NO_FILES" },
    });
    expect(await rejectionOf(caller.photos.deleteMany({ entryId: entry.id, photoUrlsToDelete: [] }))).toEqual(
      {
        trpcCode: "BAD_REQUEST",
        status: 400,
        body: { error: "No photo URLs provided for deletion.", code: "NO_PHOTO_URLS" },
      },
    );
    const bad = await rejectionOf(
      caller.photos.deleteMany({
        entryId: entry.id,
        photoUrlsToDelete: ["photos/a.webp", "../../etc/passwd"],
      }),
    );
    expect(bad).toMatchObject({
      status: 400,
      body: { issues: [{ field: "photoUrlsToDelete.1", message: "is not a photo URL" }] },
    });
  });

  it("refuses files that are not photos, judged by content, and pixel bombs; stores nothing", async () => {
    const { caller, entry } = await entryOf();
    const before = await storedFiles();
    const upload = (files: File[]) => rejectionOf(caller.photos.upload({ entryId: entry.id, files }));
    expect(await upload([file(Buffer.from("just some text\n"), "photo.jpg", "image/jpeg")])).toMatchObject({
      status: 400,
      body: {
        error: "Unsupported image",
        code: "UNSUPPORTED_IMAGE",
        refused: [{ name: "photo.jpg", error: "Unsupported image" }],
      },
    });
    expect(await upload([file(declaredPng(30_000, 30_000), "bomb.png")])).toMatchObject({
      status: 400,
      body: { error: "Image dimensions too large", code: "IMAGE_TOO_MANY_PIXELS" },
    });
    expect(
      await upload([file(Buffer.alloc(20 * 1024 * 1024, 0xff), "huge.jpg", "image/jpeg")]),
    ).toMatchObject({
      status: 413,
      body: { error: "Photo too large", code: "PHOTO_TOO_LARGE" },
    });
    expect(await storedFiles()).toEqual(before);
    expect((await caller.entries.get({ id: entry.id })).photoUrls).toEqual([]);
  });

  it("keeps each photo of an upload that is one, and names each file it refused", async () => {
    const { caller, entry } = await entryOf();
    const before = (await storedFiles()).length;
    const answer = await caller.photos.upload({
      entryId: entry.id,
      files: [
        file(png, "first.png"),
        file(declaredPng(30_000, 30_000), "bomb.png"),
        file(Buffer.from("text"), "fake.jpg"),
      ],
    });
    expect(answer.photoUrls).toHaveLength(1);
    expect(answer.refused).toEqual([
      {
        name: "bomb.png",
        error: "Image dimensions too large",
        code: "IMAGE_TOO_MANY_PIXELS",
        message: expect.stringMatching(/megapixels/) as string,
      },
      {
        name: "fake.jpg",
        error: "Unsupported image",
        code: "UNSUPPORTED_IMAGE",
        message: "Photos must be JPEG, PNG, WebP or AVIF images.",
      },
    ]);
    expect((await storedFiles()).length - before).toBe(2);
    expect((await caller.entries.get({ id: entry.id })).photoUrls).toEqual(answer.photoUrls);
  });

  it("answers 404 on someone else's entry for upload and delete, changing nothing", async () => {
    const { caller, entry } = await entryOf();
    const { photoUrls } = await caller.photos.upload({ entryId: entry.id, files: [file(png)] });
    const before = await storedFiles();
    const stranger = await as(await newUser());
    const entryNotFound = notFound("Entry not found");

    expect(await rejectionOf(stranger.photos.upload({ entryId: entry.id, files: [file(png)] }))).toEqual(
      entryNotFound,
    );
    expect(
      await rejectionOf(stranger.photos.deleteMany({ entryId: entry.id, photoUrlsToDelete: photoUrls })),
    ).toEqual(entryNotFound);
    for (const entryId of ["nope", "00000000-0000-0000-0000-000000000000"]) {
      expect(await rejectionOf(caller.photos.upload({ entryId, files: [file(png)] }))).toEqual(entryNotFound);
    }
    expect(await storedFiles()).toEqual(before);
    expect((await caller.entries.get({ id: entry.id })).photoUrls).toEqual(photoUrls);
  });

  it("stops 20 parallel uploads at the plan's photo limit and deletes the refused files", async () => {
    const { owner, entry } = await entryOf();
    const callers = await Promise.all(Array.from({ length: 20 }, () => as(owner)));
    const before = await storedFiles();

    const outcomes = await Promise.allSettled(
      callers.map((caller) => caller.photos.upload({ entryId: entry.id, files: [file(png)] })),
    );
    const limit = PLAN_LIMITS.free.maxPhotosPerEntry;
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(limit);
    const refusal = await rejectionOf(
      (callers[0] ?? (await as(owner))).photos.upload({ entryId: entry.id, files: [file(png)] }),
    );
    expect(refusal).toEqual({
      trpcCode: "FORBIDDEN",
      status: 403,
      body: {
        error: "Photo limit reached",
        code: "PHOTO_LIMIT_REACHED",
        message: `An entry can have at most ${limit} photos on your plan.`,
      },
    });

    const { photoUrls } = await (await as(owner)).entries.get({ id: entry.id });
    expect(photoUrls).toHaveLength(limit);
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(2 * limit);
  });

  it("gives a member the member photo limit", async () => {
    const { owner, caller, entry } = await entryOf();
    await t.db
      .insertInto("memberships")
      .values({ user_id: owner.accountId, level: "member", expiry_date: new Date(Date.now() + 86_400_000) })
      .execute();
    const { photoUrls } = await caller.photos.upload({
      entryId: entry.id,
      files: Array.from({ length: PLAN_LIMITS.free.maxPhotosPerEntry + 1 }, () => file(png)),
    });
    expect(photoUrls).toHaveLength(PLAN_LIMITS.free.maxPhotosPerEntry + 1);
  });

  it("deletes an entry's photo files with the entry", async () => {
    const { caller, entry } = await entryOf();
    const before = await storedFiles();
    await caller.photos.upload({ entryId: entry.id, files: [file(png), file(png)] });
    expect(await storedFiles()).toHaveLength(before.length + 4);
    await caller.entries.delete({ id: entry.id });
    expect(await storedFiles()).toEqual(before);
  });
});
