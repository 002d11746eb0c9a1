import type { MembershipInfo } from "../membership/membership-info";
import type { BillingDeps } from "./deps";
import { membershipInfo, toMembershipInfo } from "../membership/membership-info";
import { findMembership } from "../membership/membership-row";
import { syncOwnSubscription } from "./sync-subscription";

/**
 * Re-reads the user's subscription from the payment provider now, for the return from Checkout:
 * the browser can arrive before the provider's webhooks do, and must not see the old plan.
 */
export async function refreshMembership(deps: BillingDeps, userId: string): Promise<MembershipInfo> {
  const customerId = (await findMembership(deps.db, userId)).stripe_customer_id;
  if (!customerId) return membershipInfo(deps.db, userId, deps.now, deps.billing);
  return toMembershipInfo(await syncOwnSubscription(deps, customerId), deps.now, deps.billing);
}
