import { describe, expect, it } from "vitest";

import { isStoragePath, newPhotoPaths, storageContentType, storagePathFromUrl } from "./storage-paths";

describe("newPhotoPaths", () => {
  it("names a photo's two files after one random 128-bit id", () => {
    const { display, thumbnail } = newPhotoPaths();
    const id = /^photos\/([0-9a-f]{32})\.webp$/.exec(display)?.[1];
    expect(id).toBeDefined();
    expect(thumbnail).toBe(`photos/${id}-thumb.webp`);
    expect(isStoragePath(display) && isStoragePath(thumbnail)).toBe(true);
    expect(storageContentType(display)).toBe("image/webp");
  });

  it("never repeats a name", () => {
    const names = new Set(Array.from({ length: 10_000 }, () => newPhotoPaths().display));
    expect(names.size).toBe(10_000);
  });
});

describe("isStoragePath", () => {
  it("accepts only names shaped like the ones we generate", () => {
    expect(isStoragePath("photos/0a1b-thumb.webp")).toBe(true);
    for (const path of [
      "../photos/a.webp",
      "photos/../a.webp",
      "/photos/a.webp",
      "photos//a.webp",
      "photos/a.webp/",
      "Photos/a.webp",
      "photos/a.WEBP",
      "photos/a.webp.txt",
      "photos/a b.webp",
      "photos\\a.webp",
      "photos/a.webp\n",
      "",
    ]) {
      expect(isStoragePath(path), path).toBe(false);
    }
  });
});

describe("storagePathFromUrl", () => {
  const path = "photos/0123456789abcdef0123456789abcdef.webp";
  const encoded = encodeURIComponent(path);

  it.each([
    ["a bare storage path", path],
    [
      "a Firebase Storage download URL",
      `https://firebasestorage.googleapis.com/v0/b/demo-bitelog.appspot.com/o/${encoded}?alt=media&token=4f1c`,
    ],
    ["a Cloud Storage URL", `https://storage.googleapis.com/demo-bitelog.appspot.com/${path}`],
    [
      "a percent-encoded Cloud Storage URL",
      `https://storage.googleapis.com/demo-bitelog.appspot.com/${encoded}`,
    ],
    ["a gs:// URL", `gs://demo-bitelog.firebasestorage.app/${path}`],
    ["our image route", `/api/images/${path}?token=eyJhbGciOi`],
    ["our image route with an encoded path", `/api/images/${encoded}?token=eyJhbGciOi`],
    ["our image route on a full URL", `http://localhost:3000/api/images/${path}?token=eyJhbGciOi#top`],
  ])("reduces %s to the path", (_, reference) => {
    expect(storagePathFromUrl(reference)).toBe(path);
  });

  it.each([
    ["someone else's site", `https://example.com/${path}`],
    ["a look-alike host", `https://firebasestorage.googleapis.com.evil.example/v0/b/b/o/${encoded}`],
    [
      "a Firebase URL whose object name is not encoded",
      `https://firebasestorage.googleapis.com/v0/b/b/o/${path}`,
    ],
    ["a Cloud Storage URL without an object", "https://storage.googleapis.com/demo-bitelog.appspot.com"],
    ["a route that climbs out", "/api/images/../../etc/passwd"],
    ["an encoded climb", `/api/images/${encodeURIComponent("photos/../../etc/passwd.webp")}`],
    ["a double-encoded path", `/api/images/${encodeURIComponent(encoded)}`],
    ["malformed percent-encoding", "/api/images/photos%E0%A4%A.webp"],
    ["a name we would not generate", "gs://bucket/photos/secret.txt"],
    ["a data URL", "data:image/webp;base64,UklGRg=="],
    ["a script URL", "javascript:alert(1)"],
    ["an empty string", ""],
  ])("answers null for %s", (_, reference) => {
    expect(storagePathFromUrl(reference)).toBeNull();
  });
});
