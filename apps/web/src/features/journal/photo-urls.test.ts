import { describe, expect, it } from "vitest";

import { thumbnailOf } from "./photo-urls";

describe("thumbnailOf", () => {
  it("names the thumbnail beside a display version", () => {
    expect(thumbnailOf("/api/images/photos/0a1b.webp")).toBe("/api/images/photos/0a1b-thumb.webp");
    expect(thumbnailOf("https://bitelog.app/api/images/photos/0a1b.webp")).toBe(
      "https://bitelog.app/api/images/photos/0a1b-thumb.webp",
    );
  });

  it("keeps thumbnails and URLs it does not know", () => {
    expect(thumbnailOf("/api/images/photos/0a1b-thumb.webp")).toBe("/api/images/photos/0a1b-thumb.webp");
    expect(thumbnailOf("/api/images/photos/0a1b.jpg")).toBe("/api/images/photos/0a1b.jpg");
    expect(thumbnailOf("https://example.com/photo.webp")).toBe("https://example.com/photo.webp");
  });
});
