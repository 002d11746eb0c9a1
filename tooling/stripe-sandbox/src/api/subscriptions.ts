import type Stripe from "stripe";
import { Hono } from "hono";

import type { ApiDeps } from "./deps";
import { found } from "../errors";
import { idOf } from "../ids";
import { reply } from "./deps";
import { listPage } from "./list";
import { optionalBoolean, optionalString, readParams, rejectUnknown } from "./params";

/** Stripe lists subscriptions that have not ended unless asked for `status=all`, `ended` or one status. */
function statusFilter(status: string | undefined): (subscription: Stripe.Subscription) => boolean {
  const ended = ["canceled", "incomplete_expired"];
  switch (status) {
    case undefined:
      return (subscription) => !ended.includes(subscription.status);
    case "all":
      return () => true;
    case "ended":
      return (subscription) => ended.includes(subscription.status);
    default:
      return (subscription) => subscription.status === status;
  }
}

export function subscriptionRoutes(deps: ApiDeps) {
  const { store, lifecycle } = deps;
  return new Hono()
    .get("/", async (c) => {
      const params = await readParams(c.req.raw);
      rejectUnknown(params, [
        "customer",
        "price",
        "status",
        "limit",
        "starting_after",
        "ending_before",
        "expand",
      ]);
      const customer = optionalString(params, "customer");
      const price = optionalString(params, "price");
      const subscriptions = [...store.subscriptions.values()]
        .map((record) => record.subscription)
        .filter((subscription) => customer === undefined || idOf(subscription.customer) === customer)
        .filter(
          (subscription) =>
            price === undefined || subscription.items.data.some((item) => item.price.id === price),
        )
        .filter(statusFilter(optionalString(params, "status")))
        // Stored in creation order; Stripe lists newest first.
        .reverse();
      return reply(c, deps, listPage(subscriptions, params, "/v1/subscriptions"), params);
    })
    .get("/:id", async (c) => {
      const params = await readParams(c.req.raw);
      rejectUnknown(params, ["expand"]);
      const id = c.req.param("id");
      return reply(c, deps, found(store.subscriptions.get(id), "subscription", id).subscription, params);
    })
    .post("/:id", async (c) => {
      const params = await readParams(c.req.raw);
      rejectUnknown(params, ["cancel_at_period_end", "expand"]);
      const id = c.req.param("id");
      const cancel = optionalBoolean(params, "cancel_at_period_end");
      const subscription =
        cancel === undefined
          ? found(store.subscriptions.get(id), "subscription", id).subscription
          : lifecycle.setCancelAtPeriodEnd(id, cancel).result;
      return reply(c, deps, subscription, params);
    })
    .delete("/:id", async (c) => {
      const params = await readParams(c.req.raw);
      rejectUnknown(params, ["expand"]);
      return reply(c, deps, lifecycle.cancelNow(c.req.param("id")).result, params);
    });
}
