import type { z } from "zod";

import type { Db, User } from "@bitelog/db";

import type { BillingPort, Clock } from "../ports";
import type { MembershipRow } from "./membership-row";
import type { membershipInfoSchema } from "./schemas";
import { grantsMemberPlan, planLimitsOf } from "./limits";
import { findMembership } from "./membership-row";

/**
 * docs/product.md §3, "Membership info": the membership as the web app and REST clients see it, and its
 * limits now.
 */
export type MembershipInfo = z.infer<typeof membershipInfoSchema>;

/** Tells a subscription's interval from its price; null on a server without payments. */
export type PriceIntervals = Pick<BillingPort, "intervalOfPrice"> | null;

export function toMembershipInfo(row: MembershipRow, now: Date, prices: PriceIntervals): MembershipInfo {
  const limits = planLimitsOf(row, now);
  return {
    membership: {
      level: row.level,
      stripe_subscription_id: row.stripe_subscription_id,
      stripe_cancel_at_period_end: row.stripe_cancel_at_period_end,
      stripe_subscription_status: row.stripe_subscription_status,
      stripe_subscription_current_period_end:
        row.stripe_subscription_current_period_end?.toISOString() ?? null,
      expiry_date: row.expiry_date?.toISOString() ?? null,
      isExpired: row.level === "member" && !grantsMemberPlan(row, now),
      billing_interval:
        row.stripe_subscription_id && row.stripe_price_id && prices
          ? prices.intervalOfPrice(row.stripe_price_id)
          : null,
    },
    limits: {
      maxEntries: limits.maxEntries ?? "Unlimited",
      maxPhotosPerEntry: limits.maxPhotosPerEntry,
    },
  };
}

/** What the membership's calls take: the plan's prices come from the payment provider, when there is one. */
export interface MembershipDeps {
  db: Db;
  ports: { clock: Clock; billing: PriceIntervals };
  account: Pick<User, "id">;
}

export async function membershipInfo({ db, ports, account }: MembershipDeps): Promise<MembershipInfo> {
  return toMembershipInfo(await findMembership(db, account.id), ports.clock.now(), ports.billing);
}
