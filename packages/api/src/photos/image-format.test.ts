import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { detectPhotoFormat } from "./image-format";

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: "#336699" } });

/** The first bytes of an ISO-BMFF file (HEIF, MP4, …) with the given major brand. */
const isoMediaFile = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}\0\0\0\0mif1${brand}`, "latin1")]);

describe("detectPhotoFormat", () => {
  it("recognises the photo formats by their bytes", async () => {
    expect(detectPhotoFormat(await pixel().jpeg().toBuffer())).toBe("jpeg");
    expect(detectPhotoFormat(await pixel().png().toBuffer())).toBe("png");
    expect(detectPhotoFormat(await pixel().webp().toBuffer())).toBe("webp");
    expect(detectPhotoFormat(await pixel().avif({ effort: 0 }).toBuffer())).toBe("heif");
    expect(detectPhotoFormat(isoMediaFile("heic"))).toBe("heif");
  });

  it("recognises nothing else", async () => {
    expect(detectPhotoFormat(await pixel().gif().toBuffer())).toBeNull();
    expect(detectPhotoFormat(await pixel().tiff().toBuffer())).toBeNull();
    expect(detectPhotoFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectPhotoFormat(isoMediaFile("isom"))).toBeNull();
    expect(detectPhotoFormat(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(detectPhotoFormat(Buffer.from("\xff\xd8", "latin1"))).toBeNull();
    expect(detectPhotoFormat(Buffer.alloc(0))).toBeNull();
  });
});
