import type { TRPCRouterRecord } from "@trpc/server";

import { RATE_LIMITS } from "@bitelog/config";

import { publicProcedure, verifiedProcedure } from "../trpc";
import { startCheckout } from "./checkout";
import { accountBillingDeps, billingDeps } from "./deps";
import { openBillingPortal } from "./portal";
import {
  billingConfigSchema,
  checkoutInput,
  checkoutSessionSchema,
  portalSessionSchema,
  webhookInput,
  webhookReceivedSchema,
} from "./schemas";
import { handleWebhook } from "./webhook";

/** docs/product.md §7, /stripe: paying for the membership through Stripe, and Stripe's webhooks. */
export const billingRouter = {
  /** The browser's key (GET /api/stripe/config, no auth). */
  config: publicProcedure
    .output(billingConfigSchema)
    .query(({ ctx }) => ({ publishableKey: billingDeps(ctx).billing.publishableKey })),

  createCheckoutSession: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.checkout, paymentProvider: true })
    .input(checkoutInput)
    .output(checkoutSessionSchema)
    .mutation(({ ctx, input }) => startCheckout(accountBillingDeps(ctx), input)),

  createPortalSession: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.billingPortal, paymentProvider: true })
    .output(portalSessionSchema)
    .mutation(({ ctx }) => openBillingPortal(accountBillingDeps(ctx))),

  /** Stripe's calls, authenticated by their signature rather than a user's token. */
  webhook: publicProcedure
    .meta({ restOnly: true })
    .input(webhookInput)
    .output(webhookReceivedSchema)
    .mutation(({ ctx, input }) => handleWebhook(billingDeps(ctx), input)),
} satisfies TRPCRouterRecord;
