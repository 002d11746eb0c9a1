import type { BillingInterval, MembershipLevel } from "@bitelog/config";
import type { Db } from "@bitelog/db";

import type { BillingPort } from "../ports";
import type { MembershipRow } from "./membership-row";
import { grantsMemberPlan, planLimitsOf } from "./limits";
import { findMembership } from "./membership-row";

/** Spec §3 "Membership info": the membership as the web app and REST clients see it, and its limits now. */
export interface MembershipInfo {
  membership: {
    level: MembershipLevel;
    stripe_subscription_id: string | null;
    stripe_cancel_at_period_end: boolean;
    stripe_subscription_status: string | null;
    stripe_subscription_current_period_end: string | null;
    expiry_date: string | null;
    /** A member whose access has lapsed (subscription ended, or grant expired): free limits apply. */
    isExpired: boolean;
    /** How often the subscription bills (for its price and next charge); null without one. */
    billing_interval: BillingInterval | null;
  };
  limits: { maxEntries: number | "Unlimited"; maxPhotosPerEntry: number };
}

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

export async function membershipInfo(
  db: Db,
  userId: string,
  now: Date,
  prices: PriceIntervals,
): Promise<MembershipInfo> {
  return toMembershipInfo(await findMembership(db, userId), now, prices);
}
