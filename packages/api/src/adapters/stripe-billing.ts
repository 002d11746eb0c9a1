import Stripe from "stripe";
import { z } from "zod";

import type { BillingInterval } from "@bitelog/config";

import type { BillingPort, BillingSubscription, BillingWebhookEvent } from "../ports/billing";
import { AppError } from "../errors";
import { InvalidWebhookError, MalformedWebhookError } from "../ports/billing";

/**
 * The API version every request asks for and every object is read in. The SDK's types describe exactly
 * this version (the type admits no other), so upgrading `stripe` is a deliberate change reviewed here.
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = "2026-10-28.endive";

export interface StripeBillingOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The Price ids of the monthly and yearly membership. */
  prices: Record<BillingInterval, string>;
  /** Another API host than Stripe's, e.g. the local sandbox at http://127.0.0.1:12111. */
  apiBase?: string;
  /** How long one request to Stripe may take (tests shorten it). */
  timeoutMs?: number;
}

/**
 * Stripe answers in well under a second; past this the request is given up (and tried once more),
 * and the call answers 503, instead of holding the user's request for the SDK's default 80 s.
 */
const STRIPE_TIMEOUT_MS = 10_000;

/** Statuses in which a subscription still holds (or is about to hold) membership: preferred over ended ones. */
const CURRENT_STATUSES = new Set<string>(["active", "trialing", "past_due"]);

/** Stripe could not be reached, was rate-limiting, or failed on its side: worth trying again later. */
function isStripeUnavailable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAPIError
  );
}

/** Answers 503 with Retry-After, instead of a bare 500, while Stripe itself is the trouble. */
async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStripeUnavailable(error)) throw error;
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      {
        error: "Payment service unavailable",
        code: "PAYMENT_SERVICE_UNAVAILABLE",
        message: "The payment service could not be reached. Please try again in a moment.",
      },
      { cause: error, retryAfterSeconds: 30 },
    );
  }
}

/** The one place a Stripe client is made: Stripe itself in production, the sandbox in development and tests. */
export function createStripeBilling(options: StripeBillingOptions): BillingPort {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    ...(options.apiBase ? connectionTo(options.apiBase) : {}),
  });

  return {
    publishableKey: options.publishableKey,

    intervalOfPrice(priceId) {
      if (priceId === options.prices.month) return "month";
      if (priceId === options.prices.year) return "year";
      return null;
    },

    async createCustomer({ email, userId }) {
      const customer = await stripeCall(() =>
        stripe.customers.create({ ...(email ? { email } : {}), metadata: { userId } }),
      );
      return { customerId: customer.id };
    },

    async createCheckoutSession({ customerId, interval, successUrl, cancelUrl }) {
      const session = await stripeCall(() =>
        stripe.checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          line_items: [{ price: options.prices[interval], quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
        }),
      );
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripeCall(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return { url: session.url };
    },

    async findSubscription(customerId) {
      const { data } = await stripeCall(() =>
        stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 }),
      );
      const newestFirst = data.toSorted((a, b) => b.created - a.created);
      const chosen =
        newestFirst.find((subscription) => CURRENT_STATUSES.has(subscription.status)) ?? newestFirst[0];
      return chosen ? toBillingSubscription(chosen) : null;
    },

    async setCancelAtPeriodEnd({ subscriptionId, cancelAtPeriodEnd }) {
      const subscription = await stripeCall(() =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd }),
      );
      return toBillingSubscription(subscription);
    },

    async cancelSubscription(subscriptionId) {
      return toBillingSubscription(await stripeCall(() => stripe.subscriptions.cancel(subscriptionId)));
    },

    readWebhook(rawBody, signatureHeader): BillingWebhookEvent {
      return readEvent(verifyWebhook(rawBody, signatureHeader, options.webhookSecret));
    },
  };
}

/**
 * The event Stripe signed, or InvalidWebhookError. `rawBody` must be the request body exactly as received:
 * the signature covers its bytes, so a re-serialised object never verifies.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: string,
): Stripe.Event {
  if (!signatureHeader) throw new InvalidWebhookError("The webhook request has no Stripe-Signature header");
  try {
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    // The SDK's message goes on with a long paragraph of advice; its first line says what failed.
    const reason = error instanceof Error ? (error.message.split("\n")[0] ?? error.message) : String(error);
    throw new InvalidWebhookError(`Invalid Stripe webhook: ${reason}`, { cause: error });
  }
}

function connectionTo(apiBase: string): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

function idOf(reference: string | { id: string }): string {
  return typeof reference === "string" ? reference : reference.id;
}

function toBillingSubscription(subscription: Stripe.Subscription): BillingSubscription {
  // Since API 2025-03-31.basil the billing period lives on the items; ours have one.
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    priceId: item?.price.id ?? null,
    // Stripe's billing portal may schedule the end through cancel_at rather than the flag: both mean it ends.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
  };
}

/**
 * A Stripe identifier as an event may carry it (an event, customer or subscription id; an event's
 * type). Stripe's are short printable ASCII: anything else (U+0000, which PostgreSQL cannot hold; a
 * length no index takes) is no Stripe event, and refused as malformed rather than failing later.
 */
const stripeIdentifier = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/);
/** A reference to another object: its id, or the object expanded in place. */
const stripeReference = z.union([stripeIdentifier, z.looseObject({ id: stripeIdentifier })]).nullish();

/**
 * What every event has, checked rather than trusted: a signed body is Stripe's, but its shape is
 * only what the signature covers (and a malformed one must be answered, not thrown at).
 */
const eventShape = z.object({
  id: stripeIdentifier,
  type: stripeIdentifier,
  data: z.unknown().optional(),
});
const dataShape = z.object({ object: z.record(z.string(), z.unknown()) });
/** The data object, its identifiers bounded (a subscription's own id, or an invoice's subscription). */
const eventObject = z.looseObject({
  object: z.unknown().optional(),
  id: stripeIdentifier.optional(),
  customer: stripeReference,
  subscription: stripeReference,
});

function readEvent(event: unknown): BillingWebhookEvent {
  const checked = eventShape.safeParse(event);
  if (!checked.success) throw new MalformedWebhookError("The signed webhook is not a Stripe event");
  const { id, type, data } = checked.data;
  const holder = dataShape.safeParse(data);
  if (!holder.success) return { id, type, object: null };
  const object = eventObject.safeParse(holder.data.object);
  if (!object.success) {
    throw new MalformedWebhookError("The signed webhook's object names an id that is not Stripe's");
  }
  return { id, type, object: { customerId: customerIdOf(object.data) } };
}

/** The customer an event's object is about: the customer itself, or the object's `customer`. */
function customerIdOf(object: z.infer<typeof eventObject>): string | null {
  if (object.object === "customer") return object.id ?? null;
  const { customer } = object;
  if (customer === null || customer === undefined) return null;
  return typeof customer === "string" ? customer : customer.id;
}
