/** The photo formats we take, named as sharp's `metadata().format` names them (AVIF and HEIC are both `heif`). */
export type PhotoFormat = "jpeg" | "png" | "webp" | "heif";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Major brands of HEIF still images: AVIF (AV1) and HEIC (HEVC), single images and sequences. */
const HEIF_BRANDS = new Set(["avif", "avis", "heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString("latin1");
}

/**
 * The photo format a file's first bytes announce, or null. This runs before libvips sees the
 * upload, so only the decoders of these formats ever parse user files; libvips would otherwise
 * also load SVG, TIFF, GIF and more, each a parser we have no reason to expose.
 */
export function detectPhotoFormat(bytes: Buffer): PhotoFormat | null {
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return "jpeg";
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return "heif";
  return null;
}
