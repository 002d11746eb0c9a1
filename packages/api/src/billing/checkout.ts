import type { AccountBillingDeps } from "./deps";
import type { CheckoutInput } from "./schemas";
import { AppError } from "../errors";
import { grantsMemberPlan } from "../membership/limits";
import { ensureCustomer } from "./customer";
import { paymentReturnUrls } from "./return-urls";
import { syncOwnSubscription } from "./sync-subscription";

/**
 * Starts Stripe Checkout for the member plan at the chosen interval (docs/product.md §4: free to member
 * through payment). Only users not on the member plan may: members resume or manage their subscription
 * instead.
 */
export async function startCheckout(
  deps: AccountBillingDeps,
  { interval }: CheckoutInput,
): Promise<{ sessionId: string; url: string }> {
  const { account } = deps;
  const customerId = await ensureCustomer(deps, account);
  // Asked of Stripe rather than our copy: a payment whose webhooks are still on their way counts too,
  // so a second click cannot start a second subscription.
  const membership = await syncOwnSubscription(deps, customerId);
  if (grantsMemberPlan(membership, deps.now)) {
    throw new AppError("CONFLICT", {
      error: "Already a member",
      message: "You already have a membership.",
      code: "ALREADY_MEMBER",
    });
  }
  const urls = paymentReturnUrls(deps.publicUrl);
  return deps.billing.createCheckoutSession({
    customerId,
    interval,
    successUrl: urls.checkoutSuccess,
    cancelUrl: urls.checkoutCancel,
  });
}
