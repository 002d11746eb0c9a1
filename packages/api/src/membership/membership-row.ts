import type { Db, Membership } from "@bitelog/db";

/** What a membership row says about the user's plan (its key and bookkeeping left out). */
export const MEMBERSHIP_COLUMNS = [
  "level",
  "stripe_customer_id",
  "stripe_subscription_id",
  "stripe_subscription_status",
  "stripe_price_id",
  "stripe_cancel_at_period_end",
  "stripe_subscription_current_period_end",
  "expiry_date",
] as const;

export type MembershipRow = Pick<Membership, (typeof MEMBERSHIP_COLUMNS)[number]>;

/** Users without a row are on the free plan: the row is created by their first payment step. */
export const NO_MEMBERSHIP: MembershipRow = {
  level: "free",
  stripe_customer_id: null,
  stripe_subscription_id: null,
  stripe_subscription_status: null,
  stripe_price_id: null,
  stripe_cancel_at_period_end: false,
  stripe_subscription_current_period_end: null,
  expiry_date: null,
};

export async function findMembership(db: Db, userId: string): Promise<MembershipRow> {
  const row = await db
    .selectFrom("memberships")
    .select(MEMBERSHIP_COLUMNS)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ?? NO_MEMBERSHIP;
}
