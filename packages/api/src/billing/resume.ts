import type { MembershipInfo } from "../membership/membership-info";
import type { BillingDeps } from "./deps";
import { AppError } from "../errors";
import { hasLiveSubscription } from "../membership/limits";
import { toMembershipInfo } from "../membership/membership-info";
import { findMembership } from "../membership/membership-row";
import { syncOwnSubscription } from "./sync-subscription";

/** Spec §4: a subscription set to end at the end of its period renews again. */
export async function resumeSubscription(deps: BillingDeps, userId: string): Promise<MembershipInfo> {
  const membership = await findMembership(deps.db, userId);
  const { stripe_customer_id: customerId, stripe_subscription_id: subscriptionId } = membership;
  if (
    !customerId ||
    !subscriptionId ||
    !membership.stripe_cancel_at_period_end ||
    !hasLiveSubscription(membership)
  ) {
    throw new AppError("CONFLICT", {
      error: "Nothing to resume",
      message: "Your membership is not set to end.",
    });
  }
  await deps.billing.setCancelAtPeriodEnd({ subscriptionId, cancelAtPeriodEnd: false });
  // Written now rather than when the webhook comes, so the answer already shows the renewal.
  return toMembershipInfo(await syncOwnSubscription(deps, customerId), deps.now, deps.billing);
}
