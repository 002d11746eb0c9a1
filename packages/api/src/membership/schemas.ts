import { z } from "zod";

import { BILLING_INTERVALS, MEMBERSHIP_LEVELS } from "@bitelog/config";

/**
 * docs/product.md §3, "Membership info": the membership as the web app and REST clients see it, and its
 * limits now.
 */
export const membershipInfoSchema = z.object({
  membership: z.object({
    level: z.enum(MEMBERSHIP_LEVELS),
    stripe_subscription_id: z.string().nullable(),
    stripe_cancel_at_period_end: z.boolean(),
    stripe_subscription_status: z.string().nullable(),
    /** ISO 8601. */
    stripe_subscription_current_period_end: z.string().nullable(),
    /** ISO 8601. */
    expiry_date: z.string().nullable(),
    /** A member whose access has lapsed (subscription ended, or grant expired): free limits apply. */
    isExpired: z.boolean(),
    /** How often the subscription bills (for its price and next charge); null without one. */
    billing_interval: z.enum(BILLING_INTERVALS).nullable(),
  }),
  limits: z.object({
    maxEntries: z.union([z.number().int(), z.literal("Unlimited")]),
    maxPhotosPerEntry: z.number().int(),
  }),
});

export const membershipUsageSchema = z.object({
  entryCount: z.number().int(),
  totalPhotos: z.number().int(),
});
