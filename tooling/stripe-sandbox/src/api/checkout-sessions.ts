import { Hono } from "hono";

import type { SandboxStore } from "../store";
import type { ApiDeps } from "./deps";
import type { Params } from "./params";
import { found, invalidRequest, missingParam } from "../errors";
import { newId } from "../ids";
import { buildCheckoutSession } from "../objects/checkout-session";
import { reply } from "./deps";
import {
  hashList,
  metadataParam,
  optionalHash,
  optionalInteger,
  optionalString,
  readParams,
  rejectUnknown,
  requiredString,
} from "./params";

export function checkoutSessionRoutes(deps: ApiDeps) {
  return new Hono()
    .post("/", async (c) => {
      const params = await readParams(c.req.raw);
      rejectUnknown(params, [
        "mode",
        "customer",
        "line_items",
        "success_url",
        "cancel_url",
        "client_reference_id",
        "metadata",
        "subscription_data",
        "locale",
        "expand",
      ]);
      const mode = requiredString(params, "mode");
      if (mode !== "subscription") {
        throw invalidRequest(`The Stripe sandbox supports only mode=subscription, not ${mode}.`, "mode");
      }
      // Stripe would create a customer at payment; the sandbox, like our app, always names one.
      const customerId = requiredString(params, "customer");
      found(deps.store.customers.get(customerId), "customer", customerId, "customer");
      const lineItems = readLineItems(params, deps.store);
      const subscriptionData = optionalHash(params, "subscription_data");
      if (subscriptionData) rejectUnknown(subscriptionData, ["metadata"], "subscription_data");
      const id = newId("cs_test");
      const session = buildCheckoutSession({
        id,
        url: `${deps.url}/checkout/${id}`,
        created: deps.clock.now(),
        customerId,
        lineItems,
        successUrl: requiredString(params, "success_url"),
        cancelUrl: optionalString(params, "cancel_url") ?? null,
        clientReferenceId: optionalString(params, "client_reference_id") ?? null,
        metadata: metadataParam(params) ?? {},
        locale: optionalString(params, "locale") ?? null,
      });
      deps.store.checkoutSessions.set(id, {
        session,
        customerId,
        lineItems,
        subscriptionMetadata:
          (subscriptionData && metadataParam(subscriptionData, "metadata", "subscription_data[metadata]")) ??
          {},
      });
      return reply(c, deps, session, params);
    })
    .get("/:id", async (c) => {
      const params = await readParams(c.req.raw);
      rejectUnknown(params, ["expand"]);
      const id = c.req.param("id");
      return reply(
        c,
        deps,
        found(deps.store.checkoutSessions.get(id), "checkout session", id).session,
        params,
      );
    });
}

function readLineItems(params: Params, store: SandboxStore) {
  const entries = hashList(params, "line_items");
  if (!entries?.length) throw missingParam("line_items");
  const items = entries.map((entry, index) => {
    const label = `line_items[${index}]`;
    rejectUnknown(entry, ["price", "quantity"], label);
    const priceId = requiredString(entry, "price", `${label}[price]`);
    const price = found(store.prices.get(priceId), "price", priceId, `${label}[price]`);
    if (!price.recurring) {
      throw invalidRequest("You can only use recurring prices in `subscription` mode.", `${label}[price]`);
    }
    const quantity = optionalInteger(entry, "quantity", `${label}[quantity]`);
    if (quantity === undefined)
      throw invalidRequest(`Quantity is required. Add \`quantity\` to \`${label}\``);
    if (quantity < 1) throw invalidRequest("Quantity must be at least 1.", `${label}[quantity]`);
    return { price, quantity };
  });
  // One subscription is billed on one cycle, in one currency.
  const first = items[0]?.price;
  for (const { price } of items) {
    if (
      price.currency !== first?.currency ||
      price.recurring?.interval !== first.recurring?.interval ||
      price.recurring?.interval_count !== first.recurring?.interval_count
    ) {
      throw invalidRequest(
        "All prices on a subscription must have the same currency and recurring interval.",
      );
    }
  }
  return items;
}
