import { describe, expect, it } from "vitest";

import type { PhotoEdits } from "./photo-edits";
import {
  exceedsLimit,
  keepWhatFits,
  NO_PHOTO_EDITS,
  photoCount,
  startPhotoEdits,
  thumbnailToSave,
  withFileRemoved,
  withFilesAdded,
  withMarked,
} from "./photo-edits";

const a = "/api/images/photos/a.webp";
const b = "/api/images/photos/b.webp";
const c = "/api/images/photos/c.webp";
const file = (name: string) => new File(["x"], name, { type: "image/jpeg" });

describe("startPhotoEdits", () => {
  it("chooses the photo the entry shows on cards", () => {
    expect(startPhotoEdits({ photoUrls: [a, b], thumbnail_url: "/api/images/photos/b-thumb.webp" })).toEqual({
      marked: [],
      added: [],
      thumbnail: b,
    });
  });

  it("falls back to the first photo, or none", () => {
    expect(startPhotoEdits({ photoUrls: [a, b], thumbnail_url: "https://elsewhere/x.jpg" }).thumbnail).toBe(
      a,
    );
    expect(startPhotoEdits({ photoUrls: [], thumbnail_url: null }).thumbnail).toBeNull();
  });
});

describe("the photo count (docs/product.md §5)", () => {
  it("is existing − marked + new", () => {
    const edits = withFilesAdded(withMarked(NO_PHOTO_EDITS, a, true), [file("1"), file("2")]);
    expect(photoCount([a, b], edits)).toBe(3);
    expect(exceedsLimit([a, b], edits, 3)).toBe(false);
    expect(exceedsLimit([a, b], withMarked(edits, a, false), 3)).toBe(true);
  });

  it("is not over the limit without new files", () => {
    expect(exceedsLimit([a, b, c], NO_PHOTO_EDITS, 2)).toBe(false);
  });

  it("keeps only the new files that fit, first chosen first", () => {
    const first = file("1");
    const edits: PhotoEdits = { ...NO_PHOTO_EDITS, added: [first, file("2"), file("3")] };
    expect(keepWhatFits([a], edits, 2).added).toEqual([first]);
    expect(keepWhatFits([a, b, c], edits, 2).added).toEqual([]);
    expect(keepWhatFits([], edits, 3)).toBe(edits);
  });

  it("removes one queued file", () => {
    const [one, two] = [file("1"), file("2")];
    expect(withFileRemoved({ ...NO_PHOTO_EDITS, added: [one, two] }, 0).added).toEqual([two]);
  });
});

describe("thumbnailToSave", () => {
  it("is the chosen photo while it stays, else the first that stays", () => {
    const edits: PhotoEdits = { ...NO_PHOTO_EDITS, thumbnail: b };
    expect(thumbnailToSave([a, b], edits)).toBe(b);
    expect(thumbnailToSave([a, b, c], withMarked(edits, b, true))).toBe(a);
    expect(thumbnailToSave([a, b], withMarked(withMarked(edits, a, true), b, true))).toBeNull();
  });
});
