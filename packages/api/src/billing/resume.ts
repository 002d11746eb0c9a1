import type { MembershipInfo } from "../membership/membership-info";
import type { AccountBillingDeps, BillingDeps } from "./deps";
import { AppError } from "../errors";
import { hasLiveSubscription } from "../membership/limits";
import { toMembershipInfo } from "../membership/membership-info";
import { findMembership } from "../membership/membership-row";
import { syncOwnSubscription } from "./sync-subscription";

/** The resume under way for a user on this server copy: calls made meanwhile share its answer. */
const resuming = new Map<string, Promise<MembershipInfo>>();

/**
 * docs/product.md §4: a subscription set to end at the end of its period renews again. One resume per user
 * reaches Stripe at a time; a second click, or a retry, while it runs is answered with its result.
 */
export function resumeSubscription(deps: AccountBillingDeps): Promise<MembershipInfo> {
  const userId = deps.account.id;
  const running = resuming.get(userId);
  if (running) return running;
  const resume = resumeNow(deps, userId).finally(() => resuming.delete(userId));
  resuming.set(userId, resume);
  return resume;
}

async function resumeNow(deps: BillingDeps, userId: string): Promise<MembershipInfo> {
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
      code: "NOTHING_TO_RESUME",
      message: "Your membership is not set to end.",
    });
  }
  await deps.billing.setCancelAtPeriodEnd({ subscriptionId, cancelAtPeriodEnd: false });
  // Written now rather than when the webhook comes, so the answer already shows the renewal.
  return toMembershipInfo(await syncOwnSubscription(deps, customerId), deps.now, deps.billing);
}
