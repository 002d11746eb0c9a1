import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { PhotoStoragePort } from "../ports";
import type { RunningStorageEmulator } from "./bucket-photo-storage.emulator";
import { UnsafePhotoPathError } from "../photos/storage-paths";
import { testProjectId } from "../testing/env";
import { createBucketPhotoStorage } from "./bucket-photo-storage";
import { startStorageEmulator } from "./bucket-photo-storage.emulator";

const bucketName = `${testProjectId}.appspot.com`;

describe("bucket photo storage (against the Storage emulator)", () => {
  let emulator: RunningStorageEmulator;
  let storage: PhotoStoragePort & { close(): Promise<void> };

  /** The object as the emulator's Cloud Storage JSON API describes it, or null. */
  async function objectMetadata(path: string) {
    const response = await fetch(
      `http://${emulator.host}/storage/v1/b/${bucketName}/o/${encodeURIComponent(path)}`,
    );
    if (response.status === 404) return null;
    return (await response.json()) as { contentType?: string; size?: string };
  }

  beforeAll(async () => {
    emulator = await startStorageEmulator(testProjectId);
    // firebase-admin finds the emulator through the environment only.
    // eslint-disable-next-line no-restricted-properties
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = emulator.host;
    storage = createBucketPhotoStorage({ projectId: testProjectId, bucket: bucketName });
  });

  afterAll(async () => {
    await storage.close();
    await emulator.stop();
    // firebase-admin derived the second one from the first; neither may leak into other tests.
    // eslint-disable-next-line no-restricted-properties
    delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    // eslint-disable-next-line no-restricted-properties
    delete process.env.STORAGE_EMULATOR_HOST;
  });

  it("stores an object with its content type, reads it back and deletes it", async () => {
    const data = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBP not really");
    await storage.put("photos/abc123.webp", data, "image/webp");

    expect(await objectMetadata("photos/abc123.webp")).toMatchObject({
      contentType: "image/webp",
      size: String(data.byteLength),
    });
    expect(await storage.get("photos/abc123.webp")).toEqual({ data, contentType: "image/webp" });

    await storage.delete(["photos/abc123.webp", "photos/never-stored.webp"]);
    expect(await objectMetadata("photos/abc123.webp")).toBeNull();
    expect(await storage.get("photos/abc123.webp")).toBeNull();
  });

  it("refuses names we never generate, before touching the bucket", async () => {
    await storage.put("photos/keep.webp", Buffer.from("x"), "image/webp");
    for (const path of ["../escape.webp", "/photos/a.webp", "photos/../a.webp", "Photos/a.webp", "a.txt"]) {
      await expect(storage.put(path, Buffer.from("x"), "image/webp")).rejects.toThrow(UnsafePhotoPathError);
      await expect(storage.get(path)).rejects.toThrow(UnsafePhotoPathError);
    }
    await expect(storage.delete(["photos/keep.webp", "photos/../keep.webp"])).rejects.toThrow(
      UnsafePhotoPathError,
    );
    expect(await objectMetadata("photos/keep.webp")).not.toBeNull();
  });
});
