import { z } from "zod";

import { BILLING_INTERVALS } from "@bitelog/config";

/**
 * docs/product.md §7, POST /stripe/create-checkout-session: the paid level, monthly unless the yearly price
 * is chosen.
 */
export const checkoutInput = z.object({
  membershipLevel: z.literal("member"),
  interval: z.enum(BILLING_INTERVALS).default("month"),
});

/** A webhook request as received: the signature covers the exact bytes of the body, so it stays raw text. */
export const webhookInput = z.object({
  payload: z.string().max(1_000_000),
  signature: z.string().max(10_000).nullable(),
});

export type CheckoutInput = z.output<typeof checkoutInput>;
export type WebhookInput = z.output<typeof webhookInput>;

export const billingConfigSchema = z.object({ publishableKey: z.string() });

/** Where to send the browser to pay. */
export const checkoutSessionSchema = z.object({ sessionId: z.string(), url: z.string() });

export const portalSessionSchema = z.object({ url: z.string() });

export const webhookReceivedSchema = z.object({ received: z.literal(true) });
