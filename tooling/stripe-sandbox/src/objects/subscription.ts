import type Stripe from "stripe";

import { planOf } from "./catalog";

export interface SubscriptionItemInput {
  id: string;
  price: Stripe.Price;
  quantity: number;
}

export interface SubscriptionInput {
  id: string;
  customerId: string;
  created: number;
  items: SubscriptionItemInput[];
  periodStart: number;
  periodEnd: number;
  latestInvoiceId: string;
  metadata: Stripe.Metadata;
}

/** A new active subscription. Since API 2025-03-31.basil its billing period lives on each item. */
export function buildSubscription(input: SubscriptionInput): Stripe.Subscription {
  const currency = input.items[0]?.price.currency ?? "usd";
  return {
    id: input.id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.periodStart,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: "classic" },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: "charge_automatically",
    created: input.created,
    currency,
    customer: input.customerId,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: "self" },
    },
    items: {
      object: "list",
      data: input.items.map((item) => buildItem(input, item)),
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
    },
    latest_invoice: input.latestInvoiceId,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: "off",
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.created,
    status: "active",
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: "create_invoice" },
    },
    trial_start: null,
  };
}

function buildItem(input: SubscriptionInput, item: SubscriptionItemInput): Stripe.SubscriptionItem {
  return {
    id: item.id,
    object: "subscription_item",
    billing_thresholds: null,
    created: input.created,
    current_period_end: input.periodEnd,
    current_period_start: input.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(item.price),
    price: item.price,
    quantity: item.quantity,
    subscription: input.id,
    tax_rates: [],
  };
}

export function firstItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no items`);
  return item;
}

/** The subscription's current billing period, read from its items as the API reports it since basil. */
export function currentPeriod(subscription: Stripe.Subscription): { start: number; end: number } {
  const item = firstItem(subscription);
  return { start: item.current_period_start, end: item.current_period_end };
}

/** The same subscription moved to a new billing period, billed by `invoiceId`. */
export function withPeriod(
  subscription: Stripe.Subscription,
  period: { start: number; end: number },
  invoiceId: string,
): Stripe.Subscription {
  return {
    ...subscription,
    latest_invoice: invoiceId,
    items: {
      ...subscription.items,
      data: subscription.items.data.map((item) => ({
        ...item,
        current_period_start: period.start,
        current_period_end: period.end,
      })),
    },
  };
}

/** Whether Stripe still bills the subscription (statuses that hold access in most integrations). */
export function isLive(subscription: Stripe.Subscription): boolean {
  return ["active", "trialing", "past_due"].includes(subscription.status);
}
