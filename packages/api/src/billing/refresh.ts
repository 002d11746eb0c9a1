import type { MembershipInfo } from "../membership/membership-info";
import type { AccountBillingDeps } from "./deps";
import { toMembershipInfo } from "../membership/membership-info";
import { findMembership } from "../membership/membership-row";
import { syncOwnSubscription } from "./sync-subscription";

/**
 * Re-reads the user's subscription from the payment provider now, for the return from Checkout:
 * the browser can arrive before the provider's webhooks do, and must not see the old plan.
 */
export async function refreshMembership(deps: AccountBillingDeps): Promise<MembershipInfo> {
  const membership = await findMembership(deps.db, deps.account.id);
  const customerId = membership.stripe_customer_id;
  if (!customerId) return toMembershipInfo(membership, deps.now, deps.billing);
  return toMembershipInfo(await syncOwnSubscription(deps, customerId), deps.now, deps.billing);
}
