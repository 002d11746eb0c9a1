import type { TRPCRouterRecord } from "@trpc/server";

import { RATE_LIMITS } from "@bitelog/config";

import { verifiedProcedure } from "../trpc";
import { deletePhotos } from "./delete-photos";
import { readImage } from "./read-image";
import { deletePhotosInput, imageInput, uploadPhotosInput } from "./schemas";
import { uploadPhotos } from "./upload-photos";

/**
 * Photos of journal entries (spec §7). `upload` takes File objects and `image` answers bytes, so
 * both are called in-process by the REST routes (multipart in, image out), not over tRPC's JSON.
 */
export const photosRouter = {
  upload: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.photoUpload })
    .input(uploadPhotosInput)
    .mutation(({ ctx, input }) => uploadPhotos(ctx, ctx.account.id, input)),

  deleteMany: verifiedProcedure
    .input(deletePhotosInput)
    .mutation(({ ctx, input }) => deletePhotos(ctx, ctx.account.id, input)),

  image: verifiedProcedure
    .input(imageInput)
    .query(({ ctx, input }) => readImage(ctx, ctx.account.id, input.path)),
} satisfies TRPCRouterRecord;
