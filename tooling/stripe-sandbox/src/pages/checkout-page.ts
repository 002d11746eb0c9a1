import { Hono } from "hono";
import { html } from "hono/html";

import type { ApiDeps } from "../api/deps";
import type { CheckoutRecord } from "../store";
import { found } from "../errors";
import { idOf } from "../ids";
import { formatMoney, formatPrice } from "./format";
import { layout, postButton } from "./layout";
import { pageErrors } from "./page-errors";

/** The hosted checkout a Checkout Session's `url` points at: Pay completes it, Cancel goes back. */
export function checkoutPages(deps: ApiDeps) {
  const { store, lifecycle } = deps;
  const sessionRecord = (id: string) => found(store.checkoutSessions.get(id), "checkout session", id);

  return new Hono()
    .onError(pageErrors)
    .get("/:id", (c) => c.html(checkoutPage(deps, sessionRecord(c.req.param("id")))))
    .post("/:id/pay", async (c) => {
      const id = c.req.param("id");
      const change = lifecycle.payCheckout(id);
      await change.delivered;
      const successUrl = change.result.success_url ?? deps.url;
      return c.redirect(successUrl.replaceAll("{CHECKOUT_SESSION_ID}", id), 303);
    })
    .post("/:id/cancel", (c) => {
      const { session } = sessionRecord(c.req.param("id"));
      return c.redirect(session.cancel_url ?? `${deps.url}/checkout/${session.id}`, 303);
    });
}

function checkoutPage({ store }: ApiDeps, { session, customerId, lineItems }: CheckoutRecord) {
  const base = `/checkout/${session.id}`;
  const email = store.customers.get(customerId)?.email;
  const items = lineItems.map(
    ({ price, quantity }) =>
      html`<li>
        <span
          >${store.products.get(idOf(price.product))?.name ?? price.id}${quantity > 1 ? ` × ${quantity}` : ""}</span
        >
        <span>${formatPrice(price)}</span>
      </li>`,
  );
  const total = formatMoney(session.amount_total ?? 0, session.currency ?? "usd");
  const body =
    session.status === "complete"
      ? html`<h1>Payment complete</h1>
          <p>This checkout is already paid.</p>
          ${postButton(`${base}/pay`, "Continue")}`
      : html`<h1>Subscribe</h1>
          ${email ? html`<p>${email}</p>` : ""}
          <ul>
            ${items}
          </ul>
          <p>Total due today: <strong>${total}</strong></p>
          ${postButton(`${base}/pay`, "Pay")} ${postButton(`${base}/cancel`, "Cancel", "secondary")}`;
  return layout("Checkout", body);
}
