import { randomBytes } from "node:crypto";

/** The file types photo storage holds, by the extension their names end with. */
const CONTENT_TYPES = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  avif: "image/avif",
} as const;

/**
 * The shape of every name we generate: lowercase segments of letters, digits and dashes, and one
 * known extension. No dots, so no `..`; no leading slash; nothing a user could have typed.
 */
const STORAGE_PATH = new RegExp(`^[a-z0-9-]+(/[a-z0-9-]+)*\\.(${Object.keys(CONTENT_TYPES).join("|")})$`);

/** Thrown by photo storage adapters for a path that is not one of our generated names. */
export class UnsafePhotoPathError extends Error {
  override name = "UnsafePhotoPathError";
}

export function isStoragePath(path: string): boolean {
  return STORAGE_PATH.test(path);
}

/** The content type a storage path's extension stands for; only meaningful for a valid storage path. */
export function storageContentType(path: string): string {
  const extension = path.slice(path.lastIndexOf(".") + 1);
  return (CONTENT_TYPES as Record<string, string>)[extension] ?? "application/octet-stream";
}

export interface PhotoPaths {
  display: string;
  thumbnail: string;
}

/**
 * Fresh names for one photo's two files: 128 random bits, so a name can neither be guessed nor
 * collide. Both are WebP because that is what `processPhoto` makes.
 */
export function newPhotoPaths(): PhotoPaths {
  const id = randomBytes(16).toString("hex");
  return { display: `photos/${id}.webp`, thumbnail: `photos/${id}-thumb.webp` };
}

const FIREBASE_STORAGE_OBJECT = /^\/v0\/b\/[^/]+\/o\/([^/]+)$/;
const CLOUD_STORAGE_OBJECT = /^\/[^/]+\/(.+)$/;
const IMAGE_ROUTE_PREFIX = "/api/images/";

/**
 * The URL the web app loads a stored file from: our image route, which checks that the photo is
 * the caller's (the client appends its token). Storage paths need no encoding: see STORAGE_PATH.
 */
export function imageUrlFor(path: string): string {
  return `${IMAGE_ROUTE_PREFIX}${path}`;
}

/** The still-encoded object name inside a URL we know how to read, or null. */
function encodedObjectName(url: URL): string | null {
  if (url.protocol === "gs:") return url.pathname.slice(1);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.hostname === "firebasestorage.googleapis.com") {
    return FIREBASE_STORAGE_OBJECT.exec(url.pathname)?.[1] ?? null;
  }
  if (url.hostname === "storage.googleapis.com") return CLOUD_STORAGE_OBJECT.exec(url.pathname)?.[1] ?? null;
  // Our own image route, relative or on whatever host the app is served from.
  if (url.pathname.startsWith(IMAGE_ROUTE_PREFIX)) return url.pathname.slice(IMAGE_ROUTE_PREFIX.length);
  return null;
}

/**
 * The bare storage path behind a photo reference: a storage path itself, a Firebase Storage download
 * URL, a Cloud Storage URL (`https://storage.googleapis.com/…` or `gs://…`) or our `/api/images/…`
 * route; query strings (tokens) are dropped. Null for anything else, including names we would never
 * have generated. The bucket is not checked: callers still look the path up among the user's photos.
 */
export function storagePathFromUrl(reference: string): string | null {
  if (isStoragePath(reference)) return reference;
  let encoded: string | null;
  try {
    // The base only lets relative references (`/api/images/…`) parse; it is never reported back.
    encoded = encodedObjectName(new URL(reference, "http://relative.invalid"));
  } catch {
    return null;
  }
  if (encoded === null) return null;
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return isStoragePath(path) ? path : null;
}
