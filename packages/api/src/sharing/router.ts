import type { TRPCRouterRecord } from "@trpc/server";

import { RATE_LIMITS } from "@bitelog/config";

import { publicProcedure, verifiedProcedure } from "../trpc";
import { sharedEntryInput, sharedPhotoInput, shareEntryInput, shareLinkSchema } from "./schemas";
import { createShareLink, findShareLink, revokeShareLink, sharedEntryIds } from "./share-links";
import { readSharedEntry, readSharedPhoto } from "./shared-entry";

/**
 * Share links: the owner's calls (scoped to the signed-in account) and the public reads a link
 * opens (scoped to the link's one entry, and nothing else).
 */
export const sharingRouter = {
  create: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.shareLinks })
    .input(shareEntryInput)
    .output(shareLinkSchema)
    .mutation(({ ctx, input }) => createShareLink(ctx, input)),

  get: verifiedProcedure.input(shareEntryInput).query(({ ctx, input }) => findShareLink(ctx, input)),

  revoke: verifiedProcedure.input(shareEntryInput).mutation(({ ctx, input }) => revokeShareLink(ctx, input)),

  sharedEntryIds: verifiedProcedure.query(({ ctx }) => sharedEntryIds(ctx)),

  view: publicProcedure
    .meta({ restOnly: true })
    .input(sharedEntryInput)
    .query(({ ctx, input }) => readSharedEntry(ctx, input)),

  photo: publicProcedure
    .meta({ restOnly: true })
    .input(sharedPhotoInput)
    .query(({ ctx, input }) => readSharedPhoto(ctx, input)),
} satisfies TRPCRouterRecord;
