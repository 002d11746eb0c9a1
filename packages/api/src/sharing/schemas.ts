import { z } from "zod";

import { entryIdSchema } from "../entries/schemas";

/** The entry whose share link is made, shown or revoked. */
export const shareEntryInput = z.object({ entryId: entryIdSchema });

/** A visitor's token, as it came in the URL: its shape is checked before anything is looked up. */
const shareTokenSchema = z.string().max(100);

export const sharedEntryInput = z.object({ token: shareTokenSchema });

export const sharedPhotoInput = z.object({
  token: shareTokenSchema,
  photoId: z.string().max(100),
  size: z.enum(["display", "thumbnail"]),
});

export type ShareEntryInput = z.output<typeof shareEntryInput>;
export type SharedEntryInput = z.output<typeof sharedEntryInput>;
export type SharedPhotoInput = z.output<typeof sharedPhotoInput>;

/** A share link: the page is `url`, GET /s/{token} outside /api. */
export const shareLinkSchema = z.object({
  url: z.string(),
  token: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
});
