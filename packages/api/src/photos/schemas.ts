import { z } from "zod";

import type { User } from "@bitelog/db";
import { MAX_PHOTOS_PER_ENTRY } from "@bitelog/config";

import type { ContextDeps } from "../context";
import { entryIdSchema } from "../entries/schemas";
import { errorCodeSchema } from "../error-codes";
import { idempotencyKeySchema } from "../idempotency/run-once";
import { storagePathFromUrl } from "./storage-paths";

/**
 * Uploaded files as the REST route hands them over (File objects from the multipart body). Their
 * bytes are judged by processPhoto, never their names or declared types. An empty list is let
 * through to be answered with the message of docs/product.md §5 (uploadPhotos).
 */
export const uploadPhotosInput = z.object({
  entryId: entryIdSchema,
  files: z
    .array(z.custom<Blob>((value) => value instanceof Blob, "must be a file"))
    .max(MAX_PHOTOS_PER_ENTRY, `must be at most ${MAX_PHOTOS_PER_ENTRY} files`),
  /** A device's outbox sends an upload again after a lost answer: see uploadPhotos. */
  idempotencyKey: idempotencyKeySchema.optional(),
});

/** Any reference to a photo (storage path, `/api/images/…`, bucket URL), reduced to its storage path. */
const photoReference = z
  .string()
  .max(2048)
  .transform((reference, ctx) => {
    const path = storagePathFromUrl(reference);
    if (path === null) {
      ctx.addIssue({ code: "custom", message: "is not a photo URL" });
      return z.NEVER;
    }
    return path;
  });

export const deletePhotosInput = z.object({
  entryId: entryIdSchema,
  /** An empty list is let through to be answered with the message of docs/product.md §5 (deletePhotos). */
  photoUrlsToDelete: z
    .array(photoReference)
    .max(MAX_PHOTOS_PER_ENTRY, `must be at most ${MAX_PHOTOS_PER_ENTRY} photos`),
});

export const imageInput = z.object({ path: z.string().max(2048) });

/**
 * The image route's `?token=`: a photo token (see photo-access.ts). Bounded as an ID token is, so
 * that one sent here is refused as a credential (401), not as a malformed request.
 */
export const imageWithTokenInput = imageInput.extend({ token: z.string().max(8192) });

export type UploadPhotosInput = z.output<typeof uploadPhotosInput>;
export type DeletePhotosInput = z.output<typeof deletePhotosInput>;
export type ImageInput = z.output<typeof imageInput>;

/** What a call on the user's photos takes: the context, and the account whose photos they are. */
export type PhotoDeps = Pick<ContextDeps, "db" | "ports" | "logger"> & { account: Pick<User, "id"> };

/** The photos of an entry, as URLs of the image route, in upload order. */
export const photoUrlsSchema = z.object({ photoUrls: z.array(z.string()) });

/** What an upload answers: every photo of the entry, and the files of the upload that were refused. */
export const uploadResultSchema = photoUrlsSchema.extend({
  refused: z.array(
    z.object({
      /** The file's name in the form, or its place (#1, #2…) when it has none. */
      name: z.string(),
      error: z.string(),
      code: errorCodeSchema,
      message: z.string(),
    }),
  ),
});

export type UploadResult = z.output<typeof uploadResultSchema>;
