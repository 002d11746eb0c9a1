import type { PlanLimits } from "@bitelog/config";
import type { Db, Membership } from "@bitelog/db";
import { PLAN_LIMITS } from "@bitelog/config";

/** Subscription states in which a member keeps the member plan (Stripe retries a failed payment while past_due). */
const MEMBER_SUBSCRIPTION_STATUSES = new Set(["active", "trialing", "past_due"]);

type MembershipState = Pick<Membership, "level" | "stripe_subscription_status" | "expiry_date">;

/**
 * Whether a membership row grants the member plan at `now`: level member, and either a live
 * subscription or a membership granted until a future date (one without a subscription).
 */
export function grantsMemberPlan(membership: MembershipState | undefined, now: Date): boolean {
  if (membership?.level !== "member") return false;
  if (hasLiveSubscription(membership)) return true;
  return membership.expiry_date !== null && membership.expiry_date > now;
}

/** Whether the membership has a subscription that is running (so it is changed through the provider). */
export function hasLiveSubscription(membership: Pick<Membership, "stripe_subscription_status">): boolean {
  const status = membership.stripe_subscription_status;
  return status !== null && MEMBER_SUBSCRIPTION_STATUSES.has(status);
}

/** The limits of the plan a membership row gives at `now`; free without one. */
export function planLimitsOf(membership: MembershipState | undefined, now: Date): PlanLimits {
  return PLAN_LIMITS[grantsMemberPlan(membership, now) ? "member" : "free"];
}

/**
 * The limits of the plan the user is on at `now`. Takes the transaction a limit is enforced in,
 * so the check and the write see the same state.
 */
export async function planLimitsFor(db: Db, userId: string, now: Date): Promise<PlanLimits> {
  const membership = await db
    .selectFrom("memberships")
    .select(["level", "stripe_subscription_status", "expiry_date"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return planLimitsOf(membership, now);
}
