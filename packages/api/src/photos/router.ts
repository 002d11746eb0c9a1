import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";

import { RATE_LIMITS } from "@bitelog/config";

import { protectedProcedure, publicProcedure, verifiedProcedure } from "../trpc";
import { declaredBytesSchema } from "../upload-limits";
import { deletePhotos } from "./delete-photos";
import { endPhotoAccess, issuePhotoToken, photoTokenOwner } from "./photo-access";
import { readImage } from "./read-image";
import {
  deletePhotosInput,
  imageInput,
  imageWithTokenInput,
  photoUrlsSchema,
  uploadPhotosInput,
  uploadResultSchema,
} from "./schemas";
import { admitPhotoUpload, uploadPhotos } from "./upload-photos";

/**
 * Photos of journal entries (docs/product.md §7). `upload` takes File objects and `image` answers bytes, so
 * both are called in-process by the REST routes (multipart in, image out), not over tRPC's JSON.
 * Image URLs carry a photo token, never an ID token (issue 30).
 */
export const photosRouter = {
  /**
   * Before an upload's body is read: counts it against the rate limit and answers the limits the
   * caller's plan reads it under, or 413 when its declared length passes them.
   */
  admitUpload: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.photoUpload, restOnly: true })
    .input(z.object({ declaredBytes: declaredBytesSchema }))
    .query(({ ctx, input }) => admitPhotoUpload(ctx, input)),

  /** The files of an upload `admitUpload` admitted (it counted the rate limit). */
  upload: verifiedProcedure
    .meta({ restOnly: true })
    .input(uploadPhotosInput)
    .output(uploadResultSchema)
    .mutation(({ ctx, input }) => uploadPhotos(ctx, input)),

  deleteMany: verifiedProcedure
    .input(deletePhotosInput)
    .output(photoUrlsSchema)
    .mutation(({ ctx, input }) => deletePhotos(ctx, input)),

  image: verifiedProcedure
    .meta({ restOnly: true })
    .input(imageInput)
    .query(({ ctx, input }) => readImage(ctx, input)),

  /** The same for an <img>: its credential is a photo token, which opens nothing else. */
  imageWithToken: publicProcedure
    .meta({ restOnly: true })
    .input(imageWithTokenInput)
    .query(async ({ ctx, input }) =>
      readImage({ ...ctx, account: { id: await photoTokenOwner(ctx, input) } }, input),
    ),

  /** The photo token the web app puts in image URLs; asked for again before it expires. */
  accessToken: verifiedProcedure.query(({ ctx }) => issuePhotoToken(ctx)),

  /** Logout: the photo tokens minted so far are refused on every server copy. */
  endAccess: protectedProcedure.mutation(({ ctx }) => endPhotoAccess(ctx)),
} satisfies TRPCRouterRecord;
