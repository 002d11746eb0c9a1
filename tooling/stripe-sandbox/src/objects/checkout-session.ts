import type Stripe from "stripe";

export interface CheckoutSessionInput {
  id: string;
  url: string;
  created: number;
  customerId: string;
  lineItems: { price: Stripe.Price; quantity: number }[];
  successUrl: string;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  metadata: Stripe.Metadata;
  locale: Stripe.Checkout.Session.Locale | null;
}

/** Hosted Checkout Sessions stay open for 24 hours, as Stripe's default. */
const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

/** An open, unpaid subscription-mode session for the sandbox's hosted checkout page. */
export function buildCheckoutSession(input: CheckoutSessionInput): Stripe.Checkout.Session {
  const amount = input.lineItems.reduce(
    (sum, item) => sum + (item.price.unit_amount ?? 0) * item.quantity,
    0,
  );
  return {
    id: input.id,
    object: "checkout.session",
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.lineItems[0]?.price.currency ?? null,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: input.customerId,
    customer_account: null,
    customer_creation: null,
    customer_details: null,
    customer_email: null,
    discounts: [],
    expires_at: input.created + SESSION_LIFETIME_SECONDS,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: input.locale,
    managed_payments: null,
    metadata: input.metadata,
    mode: "subscription",
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "always",
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ["card"],
    payment_status: "unpaid",
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: input.url,
    wallet_options: null,
  };
}
