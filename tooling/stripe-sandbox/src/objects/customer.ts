import type Stripe from "stripe";

export interface CustomerInput {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Stripe.Metadata;
}

export function buildCustomer(input: CustomerInput): Stripe.Customer {
  return {
    id: input.id,
    object: "customer",
    address: null,
    balance: 0,
    created: input.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description,
    discount: null,
    email: input.email,
    invoice_prefix: input.id.slice(-8).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}
