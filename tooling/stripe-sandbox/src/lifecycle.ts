import type Stripe from "stripe";

import type { SandboxClock } from "./clock";
import type { SandboxEvent } from "./objects/event";
import type { SandboxStore, SubscriptionRecord } from "./store";
import { found, invalidRequest } from "./errors";
import { newId } from "./ids";
import { buildEvent, previousAttributes } from "./objects/event";
import { buildPaidInvoice } from "./objects/invoice";
import { buildSubscription, currentPeriod, firstItem, isLive, withPeriod } from "./objects/subscription";
import { periodStart, recurrenceOf } from "./period";

export interface LifecycleDeps {
  store: SandboxStore;
  clock: SandboxClock;
  /** Sends the events as webhooks; resolves once they were delivered or given up on, never rejects. */
  publish: (events: SandboxEvent[]) => Promise<void>;
}

/**
 * A change made: its result at once, and the delivery of its webhooks to wait for or not. The API answers
 * without waiting, as Stripe does; the hosted pages wait, so the app knows before the browser comes back.
 */
export interface Change<T> {
  result: T;
  delivered: Promise<void>;
}

/**
 * What happens to subscriptions: paying at checkout, cancelling, resuming, renewing and ending. Each change
 * is stored and published as the events Stripe would send.
 */
export interface Lifecycle {
  payCheckout(sessionId: string): Change<Stripe.Checkout.Session>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Change<Stripe.Subscription>;
  cancelNow(subscriptionId: string): Change<Stripe.Subscription>;
  advanceClock(seconds: number): Change<number>;
}

export function createLifecycle({ store, clock, publish }: LifecycleDeps): Lifecycle {
  function subscriptionRecord(id: string): SubscriptionRecord {
    return found(store.subscriptions.get(id), "subscription", id);
  }

  function liveSubscription(id: string): Stripe.Subscription {
    const { subscription } = subscriptionRecord(id);
    if (!isLive(subscription)) {
      throw invalidRequest(
        "A canceled subscription can only update its cancellation_details and metadata.",
        "subscription",
      );
    }
    return subscription;
  }

  function saveSubscription(subscription: Stripe.Subscription, periodIndex?: number) {
    const record = subscriptionRecord(subscription.id);
    store.subscriptions.set(subscription.id, {
      subscription,
      periodIndex: periodIndex ?? record.periodIndex,
    });
  }

  function cancellation(reason: Stripe.Subscription.CancellationDetails.Reason | null) {
    return { comment: null, feedback: null, feedback_option: null, reason };
  }

  /** The next period of a subscription that was not set to end: paid at once, as the sandbox's cards never fail. */
  function renew(record: SubscriptionRecord): SandboxEvent[] {
    const before = record.subscription;
    const recurrence = recurrenceOf(firstItem(before).price);
    const periodIndex = record.periodIndex + 1;
    const period = {
      start: periodStart(before.billing_cycle_anchor, recurrence, periodIndex),
      end: periodStart(before.billing_cycle_anchor, recurrence, periodIndex + 1),
    };
    const invoice = buildPaidInvoice({
      id: newId("in"),
      subscription: before,
      period,
      billingReason: "subscription_cycle",
      paidAt: period.start,
    });
    const after = withPeriod(before, period, invoice.id);
    store.invoices.set(invoice.id, invoice);
    saveSubscription(after, periodIndex);
    return [
      buildEvent("invoice.paid", invoice, period.start),
      buildEvent("customer.subscription.updated", after, period.start, previousAttributes(before, after)),
    ];
  }

  function endAtPeriodEnd(subscription: Stripe.Subscription, end: number): SandboxEvent[] {
    const ended: Stripe.Subscription = { ...subscription, status: "canceled", ended_at: end };
    saveSubscription(ended);
    return [buildEvent("customer.subscription.deleted", ended, end)];
  }

  return {
    payCheckout(sessionId) {
      const record = found(store.checkoutSessions.get(sessionId), "checkout session", sessionId);
      if (record.session.status === "complete")
        return { result: record.session, delivered: Promise.resolve() };
      const now = clock.now();
      if (record.session.status !== "open" || now >= record.session.expires_at) {
        throw invalidRequest("This Checkout Session is no longer open.");
      }
      const firstItem = record.lineItems[0];
      if (!firstItem) throw invalidRequest("This Checkout Session has no line items.");
      const recurrence = recurrenceOf(firstItem.price);
      const period = { start: now, end: periodStart(now, recurrence, 1) };
      const subscriptionId = newId("sub");
      const invoiceId = newId("in");
      const subscription = buildSubscription({
        id: subscriptionId,
        customerId: record.customerId,
        created: now,
        items: record.lineItems.map(({ price, quantity }) => ({ id: newId("si"), price, quantity })),
        periodStart: period.start,
        periodEnd: period.end,
        latestInvoiceId: invoiceId,
        metadata: record.subscriptionMetadata,
      });
      const invoice = buildPaidInvoice({
        id: invoiceId,
        subscription,
        period,
        billingReason: "subscription_create",
        paidAt: now,
      });
      const session: Stripe.Checkout.Session = {
        ...record.session,
        status: "complete",
        payment_status: "paid",
        subscription: subscriptionId,
        invoice: invoiceId,
      };
      store.subscriptions.set(subscriptionId, { subscription, periodIndex: 0 });
      store.invoices.set(invoiceId, invoice);
      store.checkoutSessions.set(sessionId, { ...record, session });
      const delivered = publish([
        buildEvent("checkout.session.completed", session, now),
        buildEvent("customer.subscription.created", subscription, now),
        buildEvent("invoice.paid", invoice, now),
      ]);
      return { result: session, delivered };
    },

    setCancelAtPeriodEnd(subscriptionId, cancel) {
      const before = liveSubscription(subscriptionId);
      if (before.cancel_at_period_end === cancel) return { result: before, delivered: Promise.resolve() };
      const now = clock.now();
      // As Stripe does: cancel_at shows when it will end, canceled_at when the customer asked.
      const after: Stripe.Subscription = {
        ...before,
        cancel_at_period_end: cancel,
        cancel_at: cancel ? currentPeriod(before).end : null,
        canceled_at: cancel ? now : null,
        cancellation_details: cancellation(cancel ? "cancellation_requested" : null),
      };
      saveSubscription(after);
      const delivered = publish([
        buildEvent("customer.subscription.updated", after, now, previousAttributes(before, after)),
      ]);
      return { result: after, delivered };
    },

    cancelNow(subscriptionId) {
      const before = liveSubscription(subscriptionId);
      const now = clock.now();
      const after: Stripe.Subscription = {
        ...before,
        status: "canceled",
        canceled_at: now,
        ended_at: now,
        cancellation_details: cancellation("cancellation_requested"),
      };
      saveSubscription(after);
      const delivered = publish([buildEvent("customer.subscription.deleted", after, now)]);
      return { result: after, delivered };
    },

    advanceClock(seconds) {
      clock.advance(seconds);
      const now = clock.now();
      const events: SandboxEvent[] = [];
      for (const id of store.subscriptions.keys()) {
        for (;;) {
          const record = subscriptionRecord(id);
          const { end } = currentPeriod(record.subscription);
          if (!isLive(record.subscription) || end > now) break;
          if (record.subscription.cancel_at_period_end) {
            events.push(...endAtPeriodEnd(record.subscription, end));
          } else {
            events.push(...renew(record));
          }
        }
      }
      return { result: now, delivered: publish(events) };
    },
  };
}
