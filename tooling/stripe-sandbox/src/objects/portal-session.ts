import type Stripe from "stripe";

export interface PortalSessionInput {
  id: string;
  url: string;
  created: number;
  customerId: string;
  returnUrl: string | null;
  locale: Stripe.BillingPortal.Session.Locale | null;
}

export function buildPortalSession(input: PortalSessionInput): Stripe.BillingPortal.Session {
  return {
    id: input.id,
    object: "billing_portal.session",
    configuration: "bpc_sandbox_default",
    created: input.created,
    customer: input.customerId,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: input.locale,
    on_behalf_of: null,
    return_url: input.returnUrl,
    url: input.url,
  };
}
