import type { AccountBillingDeps } from "./deps";
import { AppError } from "../errors";
import { findMembership } from "../membership/membership-row";
import { paymentReturnUrls } from "./return-urls";

/**
 * A Stripe billing portal session for the user's subscription, returning to /settings (docs/product.md §7).
 */
export async function openBillingPortal(deps: AccountBillingDeps): Promise<{ url: string }> {
  const customerId = (await findMembership(deps.db, deps.account.id)).stripe_customer_id;
  if (!customerId) {
    throw new AppError("CONFLICT", {
      error: "No subscription to manage",
      message: "You have no subscription to manage yet.",
      code: "NO_BILLING_ACCOUNT",
    });
  }
  return deps.billing.createPortalSession({
    customerId,
    returnUrl: paymentReturnUrls(deps.publicUrl).portalReturn,
  });
}
