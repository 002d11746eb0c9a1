import type { TRPCRouterRecord } from "@trpc/server";

import { RATE_LIMITS } from "@bitelog/config";

import { accountBillingDeps } from "../billing/deps";
import { refreshMembership } from "../billing/refresh";
import { resumeSubscription } from "../billing/resume";
import { verifiedProcedure } from "../trpc";
import { cancelMembership } from "./cancel";
import { membershipInfo } from "./membership-info";
import { membershipInfoSchema, membershipUsageSchema } from "./schemas";
import { membershipUsage } from "./usage";

/**
 * docs/product.md §7, /membership: the plan, its limits and usage, and the changes members make from
 * Settings.
 */
export const membershipRouter = {
  info: verifiedProcedure.output(membershipInfoSchema).query(({ ctx }) => membershipInfo(ctx)),

  usage: verifiedProcedure.output(membershipUsageSchema).query(({ ctx }) => membershipUsage(ctx)),

  cancel: verifiedProcedure.output(membershipInfoSchema).mutation(({ ctx }) => cancelMembership(ctx)),

  resume: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.membershipResume, paymentProvider: true })
    .output(membershipInfoSchema)
    .mutation(({ ctx }) => resumeSubscription(accountBillingDeps(ctx))),

  /** After Checkout: the plan as the payment provider has it now, before its webhooks arrive. */
  refresh: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.membershipRefresh, paymentProvider: true })
    .output(membershipInfoSchema)
    .mutation(({ ctx }) => refreshMembership(accountBillingDeps(ctx))),
} satisfies TRPCRouterRecord;
