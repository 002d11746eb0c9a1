import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { PHOTOS } from "@bitelog/config";

import type { ProcessedImage } from "./process-photo";
import { toHttpError } from "../errors";
import { cameraJpeg, declaredPng, GPS_MARKER } from "../testing/photo-fixtures";
import { MAX_PHOTO_PIXELS, processPhoto } from "./process-photo";

async function rgbaAt(image: Buffer, left: number, top: number) {
  const pixel = await sharp(image).ensureAlpha().extract({ left, top, width: 1, height: 1 }).raw().toBuffer();
  return [...pixel];
}

/** What sharp reads back from an output: it must be the WebP we say it is, and carry nothing else. */
async function expectCleanWebp(image: ProcessedImage) {
  const metadata = await sharp(image.data).metadata();
  expect(metadata).toMatchObject({ format: "webp", width: image.width, height: image.height });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect(image.contentType).toBe("image/webp");
  expect(image.sizeBytes).toBe(image.data.byteLength);
  // The WebP chunks that would hold metadata, and the values the camera wrote.
  for (const needle of ["EXIF", "Exif", "XMP ", "ICCP", GPS_MARKER, "BitelogCam"]) {
    expect(image.data.includes(needle), needle).toBe(false);
  }
}

async function expectRejection(input: Buffer, status: number, error: string) {
  const rejection: unknown = await processPhoto(input).catch((caught: unknown) => caught);
  const answer = toHttpError(rejection);
  expect(answer).toMatchObject({ status, body: { error } });
  expect(Object.keys(answer.body).sort()).toEqual(["code", "error", "message"]);
  expect(answer.body.message).toMatch(/^[A-Z].+\.$/);
}

describe("processPhoto", () => {
  let camera: Buffer;
  beforeAll(async () => {
    camera = await cameraJpeg();
  });

  it("starts from a photo that really carries GPS and orientation 6", async () => {
    const metadata = await sharp(camera).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 3000, height: 2000, orientation: 6 });
    expect(metadata.exif?.includes(GPS_MARKER)).toBe(true);
    expect(camera.includes(GPS_MARKER)).toBe(true);
  });

  it("rotates upright, fits display and thumbnail sizes, and strips every piece of metadata", async () => {
    const { display, thumbnail } = await processPhoto(camera);

    expect([display.width, display.height]).toEqual([1365, PHOTOS.displayLongestSide]);
    expect([thumbnail.width, thumbnail.height]).toEqual([320, PHOTOS.thumbnailLongestSide]);
    await expectCleanWebp(display);
    await expectCleanWebp(thumbnail);

    // Turned clockwise, the red left half is now on top and the blue right half below.
    for (const image of [display, thumbnail]) {
      const [top, bottom] = await Promise.all([
        rgbaAt(image.data, Math.floor(image.width / 2), 10),
        rgbaAt(image.data, Math.floor(image.width / 2), image.height - 10),
      ]);
      expect(top[0]).toBeGreaterThan(200);
      expect(top[2]).toBeLessThan(60);
      expect(bottom[0]).toBeLessThan(60);
      expect(bottom[2]).toBeGreaterThan(200);
    }
  });

  it("never enlarges a small photo", async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#808080" } })
      .png()
      .toBuffer();
    const { display, thumbnail } = await processPhoto(small);
    expect([display.width, display.height, thumbnail.width, thumbnail.height]).toEqual([300, 200, 300, 200]);
  });

  it("keeps the transparency of a PNG", async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 400, height: 600, channels: 4, background: "#00ff00ff" } },
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const { display, thumbnail } = await processPhoto(png);
    await expectCleanWebp(display);
    expect((await sharp(display.data).metadata()).hasAlpha).toBe(true);
    expect((await rgbaAt(display.data, 700, 300))[3]).toBe(0);
    expect((await rgbaAt(display.data, 100, 300))[3]).toBe(255);
    expect([thumbnail.width, thumbnail.height]).toEqual([480, 360]);
  });

  it("reads WebP and AVIF uploads", async () => {
    const picture = sharp({ create: { width: 1000, height: 500, channels: 3, background: "#c08040" } });
    for (const input of [
      await picture.clone().webp().toBuffer(),
      await picture.clone().avif({ effort: 0 }).toBuffer(),
    ]) {
      const { display, thumbnail } = await processPhoto(input);
      expect([display.width, display.height, thumbnail.width, thumbnail.height]).toEqual([
        1000, 500, 480, 240,
      ]);
      await expectCleanWebp(display);
    }
  });

  it("judges the content, not the name: a text file called photo.jpg is refused", async () => {
    await expectRejection(Buffer.from("I am a text file, renamed photo.jpg\n"), 400, "Unsupported image");
  });

  it("refuses images in formats it does not take, even ones sharp could read", async () => {
    const picture = sharp({ create: { width: 20, height: 20, channels: 3, background: "#123456" } });
    await expectRejection(await picture.clone().gif().toBuffer(), 400, "Unsupported image");
    await expectRejection(await picture.clone().tiff().toBuffer(), 400, "Unsupported image");
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20"/></svg>';
    await expectRejection(Buffer.from(svg), 400, "Unsupported image");
  });

  it("refuses a damaged photo", async () => {
    await expectRejection(camera.subarray(0, camera.length / 2), 400, "Unsupported image");
    await expectRejection(
      Buffer.concat([camera.subarray(0, 4), Buffer.alloc(4096, 0x41)]),
      400,
      "Unsupported image",
    );
  });

  it("refuses files over the upload limit with 413", async () => {
    const tooLarge = Buffer.concat([camera, Buffer.alloc(20 * 1024 * 1024 - camera.length)]);
    expect(tooLarge.byteLength).toBeGreaterThan(PHOTOS.maxUploadBytes);
    await expectRejection(tooLarge, 413, "Photo too large");
  });

  it("refuses a pixel bomb at once, before decoding it", async () => {
    const bomb = declaredPng(30_000, 30_000);
    expect(bomb.byteLength).toBeLessThan(1024);
    const started = performance.now();
    await expectRejection(bomb, 400, "Image dimensions too large");
    expect(performance.now() - started).toBeLessThan(250);
  });

  it("puts the pixel cap exactly at MAX_PHOTO_PIXELS", async () => {
    // 8000 × 6250 is the cap itself: admitted, then refused only because these rows are missing.
    await expectRejection(declaredPng(8000, MAX_PHOTO_PIXELS / 8000), 400, "Unsupported image");
    await expectRejection(declaredPng(8000, MAX_PHOTO_PIXELS / 8000 + 1), 400, "Image dimensions too large");
  });
});
