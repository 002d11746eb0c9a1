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
  const status = membership.stripe_subscription_status;
  if (status && MEMBER_SUBSCRIPTION_STATUSES.has(status)) return true;
  return membership.expiry_date !== null && membership.expiry_date > now;
}

/**
 * The limits of the plan the user is on at `now`; free without a membership row. Takes the
 * transaction a limit is enforced in, so the check and the write see the same state.
 */
export async function planLimitsFor(db: Db, userId: string, now: Date): Promise<PlanLimits> {
  const membership = await db
    .selectFrom("memberships")
    .select(["level", "stripe_subscription_status", "expiry_date"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return PLAN_LIMITS[grantsMemberPlan(membership, now) ? "member" : "free"];
}
