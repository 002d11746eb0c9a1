import Stripe from "stripe";

import { idOf } from "../ids";

export interface PaidInvoiceInput {
  id: string;
  subscription: Stripe.Subscription;
  period: { start: number; end: number };
  billingReason: "subscription_create" | "subscription_cycle";
  paidAt: number;
}

/** The invoice for one billing period of a subscription, paid in full at once (the sandbox's cards never fail). */
export function buildPaidInvoice(input: PaidInvoiceInput): Stripe.Invoice {
  const { id, subscription, period, paidAt } = input;
  const lines = subscription.items.data.map((item, index) => buildLine(input, item, index));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id,
    object: "invoice",
    account_country: "US",
    account_name: "Stripe sandbox",
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: total,
    amount_remaining: 0,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    auto_advance: false,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: "charge_automatically",
    created: paidAt,
    currency: subscription.currency,
    custom_fields: null,
    customer: idOf(subscription.customer),
    customer_account: null,
    customer_address: null,
    customer_email: null,
    customer_name: null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: paidAt,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: "list", data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      type: "subscription_details",
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: period.end,
    period_start: period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: "paid",
    status_transitions: {
      finalized_at: paidAt,
      marked_uncollectible_at: null,
      paid_at: paidAt,
      voided_at: null,
    },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: paidAt,
  };
}

function buildLine(
  { id, subscription, period }: PaidInvoiceInput,
  item: Stripe.SubscriptionItem,
  index: number,
): Stripe.InvoiceLineItem {
  const quantity = item.quantity ?? 1;
  const amount = (item.price.unit_amount ?? 0) * quantity;
  return {
    id: `il_${id.slice(3)}_${index}`,
    object: "line_item",
    amount,
    currency: item.price.currency,
    description: null,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
      type: "subscription_item_details",
    },
    period: { start: period.start, end: period.end },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: item.price.id, product: idOf(item.price.product) },
      type: "price_details",
      unit_amount_decimal: item.price.unit_amount_decimal,
    },
    quantity,
    quantity_decimal: Stripe.Decimal.from(quantity),
    subscription: subscription.id,
    subtotal: amount,
    taxes: [],
  };
}
