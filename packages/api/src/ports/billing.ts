import type { BillingInterval } from "@bitelog/config";

/** A subscription as the payment provider reports it, reduced to what our membership state needs. */
export interface BillingSubscription {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/** The payment provider (Stripe, or the local Stripe sandbox that speaks the same API). */
export interface BillingPort {
  publishableKey: string;
  createCustomer(input: { email: string | null; userId: string }): Promise<{ customerId: string }>;
  createCheckoutSession(input: {
    customerId: string;
    interval: BillingInterval;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ sessionId: string; url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The customer's current subscription, re-read from the provider; null when there is none. */
  findSubscription(customerId: string): Promise<BillingSubscription | null>;
}
