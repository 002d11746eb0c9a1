import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A value written into the test camera's GPS block; finding it in an output means GPS leaked. */
export const GPS_MARKER = "BITELOG-GPS-MARKER";

/**
 * A 3000×2000 camera JPEG, red on the left half and blue on the right, that asks to be shown
 * rotated 90° clockwise (EXIF orientation 6) and records where it was taken.
 */
export function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#ff0000" } })
    .composite([
      {
        input: { create: { width: 1500, height: 2000, channels: 3, background: "#0000ff" } },
        left: 1500,
        top: 0,
      },
    ])
    .withExif({
      IFD0: { Make: "BitelogCam", Model: "Test 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "40/1 42/1 4600/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "74/1 0/1 2100/100",
        GPSMapDatum: GPS_MARKER,
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A small PNG that is quick to process, for tests about counts rather than pixels. */
export function smallPng(colour = "#336699"): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A PNG that declares `width`×`height` pixels of grey but holds only a few rows: a file of a few
 * hundred bytes, like a decompression bomb, whose decoding would have to allocate the full image.
 */
export function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc((width + 1) * 4))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** What a served or stored image file is, as sharp reads it (for tests outside this package). */
export async function imageFacts(data: Buffer) {
  const metadata = await sharp(data).metadata();
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    hasMetadata: Boolean(metadata.exif ?? metadata.xmp ?? metadata.icc),
  };
}
