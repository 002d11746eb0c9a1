import type { BillingWebhookEvent } from "../ports";
import type { BillingDeps } from "./deps";
import type { WebhookInput } from "./schemas";
import { AppError } from "../errors";
import { InvalidWebhookError, MalformedWebhookError } from "../ports";
import { syncSubscription } from "./sync-subscription";

/** The events that can change a membership; each one only prompts a re-read of the customer's subscription. */
const SYNCED_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

function verifiedEvent(deps: BillingDeps, payload: string, signature: string | null): BillingWebhookEvent {
  try {
    return deps.billing.readWebhook(payload, signature);
  } catch (error) {
    if (!(error instanceof InvalidWebhookError)) throw error;
    const refusal =
      error instanceof MalformedWebhookError ? "Malformed webhook event" : "Invalid webhook signature";
    throw new AppError(
      "BAD_REQUEST",
      { error: refusal, code: "INVALID_WEBHOOK", message: error.message },
      { cause: error },
    );
  }
}

/**
 * A Stripe webhook (POST /api/stripe/webhook): checked against its signature, then answered 2xx once our
 * state follows Stripe's. Events for customers we do not know, or of other types, are logged and left.
 * An event that can never be applied (no id or type; one of ours without its object) answers 400; a
 * failure answers 5xx, and Stripe sends the event again later.
 */
export async function handleWebhook(
  deps: BillingDeps,
  { payload, signature }: WebhookInput,
): Promise<{ received: true }> {
  const event = verifiedEvent(deps, payload, signature);
  const customerId = event.object?.customerId ?? null;
  const about = { eventId: event.id, type: event.type, customerId };
  if (SYNCED_EVENTS.has(event.type) && !event.object) {
    throw new AppError("BAD_REQUEST", {
      error: "Malformed webhook event",
      code: "INVALID_WEBHOOK",
      message: `A ${event.type} event must carry its data object.`,
    });
  }
  if (!SYNCED_EVENTS.has(event.type) || !customerId) {
    deps.logger.info(about, "Stripe webhook ignored: not about a membership");
    return { received: true };
  }
  const result = await syncSubscription(deps, customerId, { event });
  if (result.status === "unknown customer") {
    deps.logger.warn(about, "Stripe webhook ignored: no membership has this customer");
  } else if (result.status === "duplicate event") {
    deps.logger.info(about, "Stripe webhook ignored: event already handled");
  } else {
    deps.logger.info({ ...about, userId: result.userId }, "Stripe webhook: membership synced");
  }
  return { received: true };
}
