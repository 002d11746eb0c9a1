import type Stripe from "stripe";

import type { Catalog } from "./objects/catalog";

export interface LineItemInput {
  price: Stripe.Price;
  quantity: number;
}

export interface CheckoutRecord {
  session: Stripe.Checkout.Session;
  customerId: string;
  lineItems: LineItemInput[];
  /** `subscription_data[metadata]`: copied onto the subscription that paying creates. */
  subscriptionMetadata: Stripe.Metadata;
}

export interface SubscriptionRecord {
  subscription: Stripe.Subscription;
  /** How many periods have passed since the billing cycle anchor: the current one is this index. */
  periodIndex: number;
}

/**
 * Everything the sandbox knows, in memory. Objects are replaced, never mutated, so an event keeps the
 * object as it was when the event happened.
 */
export interface SandboxStore {
  customers: Map<string, Stripe.Customer>;
  products: Map<string, Stripe.Product>;
  prices: Map<string, Stripe.Price>;
  checkoutSessions: Map<string, CheckoutRecord>;
  portalSessions: Map<string, Stripe.BillingPortal.Session>;
  subscriptions: Map<string, SubscriptionRecord>;
  invoices: Map<string, Stripe.Invoice>;
  /** Any object by id, for `expand[]`. */
  find: (id: string) => object | undefined;
}

export function createStore(catalog: Catalog): SandboxStore {
  const store: SandboxStore = {
    customers: new Map(),
    products: new Map(catalog.products.map((product) => [product.id, product])),
    prices: new Map(catalog.prices.map((price) => [price.id, price])),
    checkoutSessions: new Map(),
    portalSessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    find: (id) =>
      store.customers.get(id) ??
      store.products.get(id) ??
      store.prices.get(id) ??
      store.checkoutSessions.get(id)?.session ??
      store.subscriptions.get(id)?.subscription ??
      store.invoices.get(id),
  };
  return store;
}
