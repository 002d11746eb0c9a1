import type Stripe from "stripe";
import { Hono } from "hono";
import { html } from "hono/html";

import type { ApiDeps } from "../api/deps";
import { found, noSuch } from "../errors";
import { idOf } from "../ids";
import { currentPeriod, firstItem, isLive } from "../objects/subscription";
import { formatDate, formatPrice } from "./format";
import { layout, postButton } from "./layout";
import { pageErrors } from "./page-errors";

const ACTIONS = ["cancel-at-period-end", "resume", "cancel-now"] as const;
type Action = (typeof ACTIONS)[number];

function isAction(value: string): value is Action {
  return (ACTIONS as readonly string[]).includes(value);
}

/** The billing portal a portal session's `url` points at: the customer's subscriptions (newest first) and what they can change. */
export function portalPages(deps: ApiDeps) {
  const { store, lifecycle } = deps;
  const portalSession = (id: string) => found(store.portalSessions.get(id), "billing portal session", id);
  const liveSubscriptions = (customerId: string) =>
    [...store.subscriptions.values()]
      .map((record) => record.subscription)
      .filter((subscription) => idOf(subscription.customer) === customerId && isLive(subscription))
      .reverse();

  return new Hono()
    .onError(pageErrors)
    .get("/:id", (c) => {
      const session = portalSession(c.req.param("id"));
      return c.html(portalPage(deps, session, liveSubscriptions(session.customer)));
    })
    .post("/:id/return", (c) => {
      const session = portalSession(c.req.param("id"));
      return c.redirect(session.return_url ?? `/portal/${session.id}`, 303);
    })
    .post("/:id/subscriptions/:subscription/:action", async (c) => {
      const session = portalSession(c.req.param("id"));
      const subscriptionId = c.req.param("subscription");
      const action = c.req.param("action");
      const owned = store.subscriptions.get(subscriptionId)?.subscription;
      if (!owned || idOf(owned.customer) !== session.customer) throw noSuch("subscription", subscriptionId);
      if (!isAction(action)) throw noSuch("portal action", action);
      await apply(subscriptionId, action).delivered;
      return c.redirect(`/portal/${session.id}`, 303);
    });

  function apply(subscriptionId: string, action: Action) {
    switch (action) {
      case "cancel-at-period-end":
        return lifecycle.setCancelAtPeriodEnd(subscriptionId, true);
      case "resume":
        return lifecycle.setCancelAtPeriodEnd(subscriptionId, false);
      case "cancel-now":
        return lifecycle.cancelNow(subscriptionId);
    }
  }
}

function portalPage(
  { store }: ApiDeps,
  session: Stripe.BillingPortal.Session,
  subscriptions: Stripe.Subscription[],
) {
  const base = `/portal/${session.id}`;
  const sections = subscriptions.map((subscription) => {
    const { price } = firstItem(subscription);
    const product = store.products.get(idOf(price.product))?.name ?? price.id;
    const end = formatDate(currentPeriod(subscription).end);
    const actions = `${base}/subscriptions/${subscription.id}`;
    return html`<section>
      <h2>${product}</h2>
      <p>${formatPrice(price)} · ${subscription.status}</p>
      <p>${subscription.cancel_at_period_end ? `Cancels on ${end}` : `Renews on ${end}`}</p>
      ${
        subscription.cancel_at_period_end
          ? postButton(`${actions}/resume`, "Resume")
          : postButton(`${actions}/cancel-at-period-end`, "Cancel at period end")
      }
      ${postButton(`${actions}/cancel-now`, "Cancel now", "secondary")}
    </section>`;
  });
  const email = store.customers.get(session.customer)?.email;
  return layout(
    "Billing",
    html`<h1>Manage your subscription</h1>
      ${email ? html`<p>${email}</p>` : ""}
      ${sections.length > 0 ? sections : html`<p>No active subscription.</p>`}
      ${session.return_url ? postButton(`${base}/return`, "Return", "secondary") : ""}`,
  );
}
