import { mkdtemp, readdir, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser } from "@bitelog/api/testing";
import { cameraJpeg, createAppUser, GPS_MARKER, imageFacts, smallPng } from "@bitelog/api/testing";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "../testing/test-server";
import { startTestServer } from "../testing/test-server";

describe.each(testBackends())("photo REST routes on $name", (backend) => {
  let server: TestServer;
  let photoDir: string;
  let alice: AppUser;
  let bob: AppUser;
  let png: Buffer;
  beforeAll(async () => {
    photoDir = await mkdtemp(join(tmpdir(), "bitelog-rest-photos-"));
    server = await startTestServer(backend, { PHOTO_DIR: photoDir });
    [alice, bob, png] = await Promise.all([createAppUser(server.db), createAppUser(server.db), smallPng()]);
  });
  afterAll(async () => {
    await Promise.all([server.stop(), alice.dispose(), bob.dispose()]);
    await rm(photoDir, { recursive: true, force: true });
  });

  const auth = async (user: AppUser) => ({ authorization: `Bearer ${await user.idToken()}` });
  const newEntry = async (user: AppUser) => {
    const response = await server.request("/api/journal", {
      method: "POST",
      headers: { ...(await auth(user)), "content-type": "application/json" },
      body: JSON.stringify({ restaurantName: "Tartine", visitDate: "2025-03-01" }),
    });
    return ((await response.json()) as { id: string }).id;
  };
  const upload = async (user: AppUser, entryId: string, files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append("photos", file);
    const response = await server.request(`/api/journal/${entryId}/photos`, {
      method: "POST",
      headers: await auth(user),
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const deletePhotos = async (user: AppUser, entryId: string, body: unknown) => {
    const response = await server.request(`/api/journal/${entryId}/photos`, {
      method: "DELETE",
      headers: { ...(await auth(user)), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const image = async (url: string, headers: Record<string, string> = {}) => server.request(url, { headers });
  /** The URL as the web app writes it: with the user's photo token (photo-access.test.ts). */
  const withToken = async (url: string, user: AppUser) => {
    const response = await server.request("/trpc/photos.accessToken", { headers: await auth(user) });
    const { token } = ((await response.json()) as { result: { data: { token: string } } }).result.data;
    return `${url}?token=${encodeURIComponent(token)}`;
  };
  const jpeg = (data: Buffer, name = "IMG_0001.JPG") => new File([data], name, { type: "image/jpeg" });
  const storedFiles = async () => readdir(join(photoDir, "photos")).catch(() => []);

  it("uploads a camera photo and serves it upright without its GPS position, cacheable by its owner", async () => {
    const entryId = await newEntry(alice);
    const uploaded = await upload(alice, entryId, [jpeg(await cameraJpeg())]);
    expect(uploaded.status).toBe(200);
    expect(Object.keys(uploaded.body)).toEqual(["photoUrls", "refused"]);
    const [url = ""] = uploaded.body.photoUrls as string[];
    expect(url).toMatch(/^\/api\/images\/photos\/[0-9a-f]{32}\.webp$/);

    const response = await image(await withToken(url, alice));
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      etag: expect.stringMatching(/^"[\w-]+"$/) as string,
    });
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.includes(GPS_MARKER)).toBe(false);
    const facts = await imageFacts(served);
    expect(facts).toMatchObject({ format: "webp", hasMetadata: false });
    // The camera wrote 3000×2000 with "rotate 90°": upright, it is portrait.
    expect(facts.height).toBeGreaterThan(facts.width);

    // The same file through the Authorization header, then revalidated.
    const byHeader = await image(url, await auth(alice));
    expect(Buffer.from(await byHeader.arrayBuffer()).equals(served)).toBe(true);
    const etag = response.headers.get("etag") ?? "";
    const revalidated = await image(url, { ...(await auth(alice)), "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(revalidated.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(await revalidated.text()).toBe("");

    const entry = (await (
      await server.request(`/api/journal/${entryId}`, { headers: await auth(alice) })
    ).json()) as {
      thumbnail_url: string;
    };
    const thumbnail = await image(await withToken(entry.thumbnail_url, alice));
    expect(thumbnail.status).toBe(200);
    expect(await imageFacts(Buffer.from(await thumbnail.arrayBuffer()))).toMatchObject({ height: 480 });
  });

  it("answers a placeholder image with 401 without a valid token, and 404 for someone else's photo", async () => {
    const entryId = await newEntry(alice);
    const { body } = await upload(alice, entryId, [new File([png], "a.png")]);
    const [url = ""] = body.photoUrls as string[];

    for (const unauthorised of [url, `${url}?token=garbage`, `${url}?token=`]) {
      const response = await image(unauthorised);
      expect(response.status, unauthorised).toBe(401);
      expect(response.headers.get("content-type")).toBe("image/svg+xml");
      expect(await response.text()).toMatch(/^<svg /);
    }
    const stranger = await image(await withToken(url, bob));
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ error: "Image not found", code: "NOT_FOUND" });
    const climbing = await image(
      await withToken(`/api/images/${encodeURIComponent("../../etc/passwd")}`, alice),
    );
    expect(climbing.status).toBe(404);
    expect(await climbing.json()).toEqual({ error: "Image not found", code: "NOT_FOUND" });
  });

  it("takes several files in the repeated photos field, and deletes them by URL", async () => {
    const entryId = await newEntry(alice);
    const { status, body } = await upload(alice, entryId, [
      new File([png], "a.png"),
      new File([png], "b.png"),
    ]);
    expect(status).toBe(200);
    const [first = "", second = ""] = body.photoUrls as string[];

    expect(
      await deletePhotos(alice, entryId, { photoUrlsToDelete: [await withToken(first, alice)] }),
    ).toEqual({
      status: 200,
      body: { photoUrls: [second] },
    });
    expect((await image(await withToken(first, alice))).status).toBe(404);
    expect(await deletePhotos(alice, entryId, { photoUrlsToDelete: [] })).toEqual({
      status: 400,
      body: { error: "No photo URLs provided for deletion.", code: "NO_PHOTO_URLS" },
    });
  });

  it("keeps the photos of an upload beside a file that is not one, and names the file it refused", async () => {
    const entryId = await newEntry(alice);
    const before = (await storedFiles()).length;
    const uploaded = await upload(alice, entryId, [
      jpeg(await cameraJpeg(), "real.jpg"),
      jpeg(Buffer.from("hello, I am text\n"), "fake.jpg"),
      new File([png], "second.png", { type: "image/png" }),
    ]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.photoUrls).toHaveLength(2);
    expect(uploaded.body.refused).toEqual([
      {
        name: "fake.jpg",
        error: "Unsupported image",
        code: "UNSUPPORTED_IMAGE",
        message: "Photos must be JPEG, PNG, WebP or AVIF images.",
      },
    ]);
    // Two photos, a display and a thumbnail file each; nothing of the refused one.
    expect((await storedFiles()).length - before).toBe(4);
    const entry = (await (
      await server.request(`/api/journal/${entryId}`, { headers: await auth(alice) })
    ).json()) as { photoUrls: string[] };
    expect(entry.photoUrls).toEqual(uploaded.body.photoUrls);
  });

  it("refuses what is not a photo, a file over 15 MB, and empty or malformed uploads", async () => {
    const entryId = await newEntry(alice);
    expect(await upload(alice, entryId, [jpeg(Buffer.from("hello, I am text\n"), "photo.jpg")])).toEqual({
      status: 400,
      body: {
        error: "Unsupported image",
        code: "UNSUPPORTED_IMAGE",
        message: "Photos must be JPEG, PNG, WebP or AVIF images.",
        refused: [
          {
            name: "photo.jpg",
            error: "Unsupported image",
            code: "UNSUPPORTED_IMAGE",
            message: "Photos must be JPEG, PNG, WebP or AVIF images.",
          },
        ],
      },
    });
    const twentyMegabytes = Buffer.concat([await cameraJpeg(), Buffer.alloc(20 * 1024 * 1024)]);
    expect(await upload(alice, entryId, [jpeg(twentyMegabytes)])).toMatchObject({
      status: 413,
      body: { error: "Photo too large", code: "PHOTO_TOO_LARGE" },
    });
    expect(await upload(alice, entryId, [])).toEqual({
      status: 400,
      body: { error: "No files provided for upload.", code: "NO_FILES" },
    });
    const malformed = await server.request(`/api/journal/${entryId}/photos`, {
      method: "POST",
      headers: { ...(await auth(alice)), "content-type": "multipart/form-data; boundary=xyz" },
      body: "--xyz\r\nnot a part",
    });
    expect(malformed.status).toBe(400);
  });

  it("refuses a body over the upload limit from its Content-Length, before reading it", async () => {
    const entryId = await newEntry(alice);
    const { port } = new URL(server.url);
    const headers = { ...(await auth(alice)), "content-type": "multipart/form-data; boundary=xyz" };
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: `/api/journal/${entryId}/photos`,
          headers: { ...headers, "content-length": String(200 * 1024 * 1024) },
        },
        (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => {
            resolve({ status: response.statusCode ?? 0, body });
            request.destroy();
          });
        },
      );
      request.on("error", reject);
      // A first slice only: the answer must not wait for the other 200 MB.
      request.write("--xyz\r\n");
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: "Upload too large", code: "UPLOAD_TOO_LARGE" });
  });

  it("answers 404 on someone else's entry, and leaves no file behind when an entry is deleted", async () => {
    const entryId = await newEntry(alice);
    const { body } = await upload(alice, entryId, [new File([png], "a.png")]);
    expect(await upload(bob, entryId, [new File([png], "b.png")])).toEqual({
      status: 404,
      body: { error: "Entry not found", code: "NOT_FOUND" },
    });
    expect(await deletePhotos(bob, entryId, { photoUrlsToDelete: body.photoUrls })).toEqual({
      status: 404,
      body: { error: "Entry not found", code: "NOT_FOUND" },
    });

    const before = await storedFiles();
    const response = await server.request(`/api/journal/${entryId}`, {
      method: "DELETE",
      headers: await auth(alice),
    });
    expect(response.status).toBe(200);
    const left = await storedFiles();
    expect(before.length - left.length).toBe(2);
    for (const url of body.photoUrls as string[]) {
      expect(left).not.toContain(url.slice("/api/images/photos/".length));
    }
  });
});
