import Stripe from "stripe";

import type { SandboxPrice } from "../options";

export interface Catalog {
  prices: Stripe.Price[];
  products: Stripe.Product[];
}

/** The configured prices as Stripe objects, each with a product of its own named after `productName`. */
export function buildCatalog(prices: SandboxPrice[], created: number): Catalog {
  const catalog: Catalog = { prices: [], products: [] };
  for (const price of prices) {
    if (catalog.prices.some((existing) => existing.id === price.id)) {
      throw new Error(`The price id ${price.id} is configured twice`);
    }
    if (!Number.isInteger(price.unitAmount) || price.unitAmount < 0) {
      throw new Error(`The price ${price.id} needs a whole, non-negative unitAmount`);
    }
    if (
      price.intervalCount !== undefined &&
      (!Number.isInteger(price.intervalCount) || price.intervalCount < 1)
    ) {
      throw new Error(`The price ${price.id} needs a whole, positive intervalCount`);
    }
    const product = buildProduct(`prod_${price.id}`, price.productName, created);
    catalog.products.push(product);
    catalog.prices.push(buildPrice(price, product.id, created));
  }
  return catalog;
}

function buildProduct(id: string, name: string, created: number): Stripe.Product {
  return {
    id,
    object: "product",
    active: true,
    created,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name,
    package_dimensions: null,
    shippable: null,
    tax_details: null,
    type: "service",
    updated: created,
    url: null,
  };
}

function buildPrice(price: SandboxPrice, productId: string, created: number): Stripe.Price {
  return {
    id: price.id,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created,
    currency: price.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: productId,
    recurring: {
      interval: price.interval,
      interval_count: price.intervalCount ?? 1,
      meter: null,
      trial_period_days: null,
      usage_type: "licensed",
    },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: price.unitAmount,
    unit_amount_decimal: Stripe.Decimal.from(price.unitAmount),
  };
}

/** The legacy Plan mirror of a recurring price that subscription items still carry. */
export function planOf(price: Stripe.Price): Stripe.Plan {
  const recurring = price.recurring;
  if (!recurring) throw new Error(`The price ${price.id} is not recurring`);
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: recurring.interval,
    interval_count: recurring.interval_count,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: recurring.usage_type,
  };
}
