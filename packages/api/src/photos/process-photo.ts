import type { Metadata, ResizeOptions, Sharp, WebpOptions } from "sharp";
import sharp from "sharp";

import { PHOTOS } from "@bitelog/config";

import type { AppErrorDetails } from "../errors";
import { AppError } from "../errors";
import { detectPhotoFormat } from "./image-format";

// Every upload is a new image: libvips' cache of recent operations would never be hit, and would
// only hold memory (sharp's documentation advises turning it off for such servers).
sharp.cache(false);

/**
 * Decoding cost follows pixels, not bytes: a few kilobytes of PNG can declare 900 megapixels.
 * 50 MP admits the largest photos of today's phones and cameras (48–50 MP sensors) and bounds a
 * decoded image to about 200 MB.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/**
 * WebP for both files: smaller than JPEG for the same look (q80 against q82),
 * keeps the transparency of PNG and WebP uploads (JPEG would need a background colour), and every
 * current browser shows it. It costs encode time: effort 2 instead of the default 4 makes the
 * display encode much quicker for slightly larger files, still slower than JPEG (bench/photos.ts).
 * The thumbnail is small enough for the default effort.
 */
const DISPLAY_WEBP: WebpOptions = { quality: 80, effort: 2 };
const THUMBNAIL_WEBP: WebpOptions = { quality: 75 };

export interface ProcessedImage {
  data: Buffer;
  contentType: "image/webp";
  sizeBytes: number;
  width: number;
  height: number;
}

export interface ProcessedPhoto {
  /** For the full-screen viewer: longest side at most `PHOTOS.displayLongestSide`, never upscaled. */
  display: ProcessedImage;
  /** For cards and lists: longest side at most `PHOTOS.thumbnailLongestSide`. */
  thumbnail: ProcessedImage;
}

const unsupportedPhoto = (cause?: unknown) =>
  new AppError(
    "BAD_REQUEST",
    {
      error: "Unsupported image",
      code: "UNSUPPORTED_IMAGE",
      message: "Photos must be JPEG, PNG, WebP or AVIF images.",
    },
    { cause },
  );

function within(longestSide: number): ResizeOptions {
  return { width: longestSide, height: longestSide, fit: "inside", withoutEnlargement: true };
}

async function readMetadata(input: Buffer): Promise<Metadata> {
  try {
    // Reads the header only; the pixel cap is checked by us right after, with a clearer answer.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw unsupportedPhoto(error);
  }
}

/** Decodes once, upright and at display size, into raw pixels both files are encoded from. */
async function decodeForDisplay(input: Buffer) {
  try {
    return await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, autoOrient: true })
      .resize(within(PHOTOS.displayLongestSide))
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unsupportedPhoto(error);
  }
}

async function encodeWebp(image: Sharp, options: WebpOptions): Promise<ProcessedImage> {
  const { data, info } = await image.webp(options).toBuffer({ resolveWithObject: true });
  return {
    data,
    contentType: "image/webp",
    sizeBytes: data.byteLength,
    width: info.width,
    height: info.height,
  };
}

/** The answer to a photo file past PHOTOS.maxUploadBytes. */
export const PHOTO_TOO_LARGE: AppErrorDetails = {
  error: "Photo too large",
  code: "PHOTO_TOO_LARGE",
  message: `Photos may be at most ${PHOTOS.maxUploadBytes / 1024 / 1024} MB.`,
};

/**
 * Turns an uploaded or imported file into the two files we store. The file is judged by its bytes
 * alone; the outputs are encoded anew, rotated upright by the EXIF orientation, and carry no
 * metadata at all (sharp writes none unless asked), so neither the location a phone records in EXIF
 * nor any other chunk a file carries (a WebP's extra RIFF chunks too) reaches storage.
 *
 * Throws AppError PAYLOAD_TOO_LARGE above `PHOTOS.maxUploadBytes`, and BAD_REQUEST for anything
 * that is not a readable JPEG, PNG, WebP or AVIF (HEIC too where libvips has an HEVC decoder,
 * which sharp's prebuilt one has not) or that has more than `MAX_PHOTO_PIXELS` pixels.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.byteLength > PHOTOS.maxUploadBytes) throw new AppError("PAYLOAD_TOO_LARGE", PHOTO_TOO_LARGE);
  const format = detectPhotoFormat(input);
  if (!format) throw unsupportedPhoto();
  const metadata = await readMetadata(input);
  // The decoder libvips picks must be the one for the format we admitted.
  if (metadata.format !== format) throw unsupportedPhoto();
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) {
    throw new AppError("BAD_REQUEST", {
      error: "Image dimensions too large",
      code: "IMAGE_TOO_MANY_PIXELS",
      message: `Photos may have at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels.`,
    });
  }

  const { data: pixels, info } = await decodeForDisplay(input);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [display, thumbnail] = await Promise.all([
    encodeWebp(sharp(pixels, raw), DISPLAY_WEBP),
    encodeWebp(sharp(pixels, raw).resize(within(PHOTOS.thumbnailLongestSide)), THUMBNAIL_WEBP),
  ]);
  return { display, thumbnail };
}
