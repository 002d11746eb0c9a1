import type { BillingInterval } from "@bitelog/config";

/** A subscription as the payment provider reports it, reduced to what our membership state needs. */
export interface BillingSubscription {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  /** The subscription is set to end (at `currentPeriodEnd`) instead of renewing. */
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/** A webhook whose signature checked out, reduced to what the sync needs. */
export interface BillingWebhookEvent {
  /** Unique per event, and the same on every retry: the key for idempotency. */
  id: string;
  type: string;
  /** The event's data object, reduced to what the sync needs; null when the event has none. */
  object: {
    /** The customer whose state the event concerns, to re-read; null for objects of no customer. */
    customerId: string | null;
  } | null;
}

/** A webhook request that the provider did not sign (or that was altered, or replayed too late). */
export class InvalidWebhookError extends Error {
  override name = "InvalidWebhookError";
}

/** A signed webhook whose body is not an event (no id or type): no retry can make it one. */
export class MalformedWebhookError extends InvalidWebhookError {
  override name = "MalformedWebhookError";
}

/** The payment provider (Stripe, or the local Stripe sandbox that speaks the same API). */
export interface BillingPort {
  publishableKey: string;
  createCustomer(input: { email: string | null; userId: string }): Promise<{ customerId: string }>;
  createCheckoutSession(input: {
    customerId: string;
    interval: BillingInterval;
    /** May contain `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session's id. */
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ sessionId: string; url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Which of our plans' intervals a price bills at; null for a price that is not one of ours. */
  intervalOfPrice(priceId: string): BillingInterval | null;
  /** The customer's current subscription, re-read from the provider; null when there is none. */
  findSubscription(customerId: string): Promise<BillingSubscription | null>;
  /** Ends the subscription at the end of its period (true) or lets it renew again (false). */
  setCancelAtPeriodEnd(input: {
    subscriptionId: string;
    cancelAtPeriodEnd: boolean;
  }): Promise<BillingSubscription>;
  /** Ends the subscription at once, without a refund or a further charge. */
  cancelSubscription(subscriptionId: string): Promise<BillingSubscription>;
  /** Checks the signature over the exact raw body; throws InvalidWebhookError when it does not hold. */
  readWebhook(rawBody: string | Uint8Array, signatureHeader: string | null | undefined): BillingWebhookEvent;
}
