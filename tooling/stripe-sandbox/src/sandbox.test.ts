import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { StripeSandbox } from "./options";
import type { WebhookReceiver } from "./testing";
import { bitelogPrices } from "./bitelog-prices";
import { startStripeSandbox } from "./sandbox";
import { pressButton, startWebhookReceiver } from "./testing";

const webhookSecret = "whsec_sandbox_test";
const prices = { month: "price_test_monthly", year: "price_test_yearly" };
const DAY = 86_400;

let sandbox: StripeSandbox;
let receiver: WebhookReceiver;
let stripe: Stripe;

function clientFor(secretKey: string) {
  const { hostname, port } = new URL(sandbox.url);
  return new Stripe(secretKey, { host: hostname, port, protocol: "http", maxNetworkRetries: 0 });
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startStripeSandbox({
    port: 0,
    webhookUrl: receiver.url,
    webhookSecret,
    prices: bitelogPrices(prices),
  });
  stripe = clientFor(sandbox.secretKey);
});

afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

beforeEach(() => {
  receiver.deliveries.length = 0;
  receiver.refused.length = 0;
});

/** A customer who went through checkout and paid: the state most tests start from. */
async function subscribedCustomer(interval: "month" | "year" = "month") {
  const customer = await stripe.customers.create({ email: "ada@example.com", metadata: { userId: "u1" } });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: prices[interval], quantity: 1 }],
    success_url: "http://app.test/settings?payment=success&session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://app.test/settings?payment=cancelled",
  });
  await pressButton(session.url ?? "", "Pay");
  const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
  const subscription = paid.subscription as Stripe.Subscription;
  receiver.deliveries.length = 0;
  return { customer, subscription };
}

describe("the API", () => {
  it("refuses requests without the secret key, in Stripe's error format", async () => {
    await expect(clientFor("sk_test_wrong").customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const response = await fetch(`${sandbox.url}/v1/customers`, { method: "POST" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: "invalid_request_error" } });
  });

  it("creates and retrieves customers, and answers 404 for unknown ones", async () => {
    const created = await stripe.customers.create({ email: "ada@example.com", metadata: { userId: "u1" } });
    expect(created.id).toMatch(/^cus_/);
    const retrieved = await stripe.customers.retrieve(created.id);
    expect(retrieved).toMatchObject({ id: created.id, email: "ada@example.com", metadata: { userId: "u1" } });

    const missing = await stripe.customers.retrieve("cus_missing").catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing", param: "id" });
  });

  it("rejects parameters it does not know, as Stripe does", async () => {
    const error = await stripe.customers
      .create({ email: "a@example.com", phone: "+1" })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 400, code: "parameter_unknown", param: "phone" });
  });

  it("serves the configured prices", async () => {
    const monthly = await stripe.prices.retrieve(prices.month);
    expect(monthly).toMatchObject({ unit_amount: 399, currency: "usd", recurring: { interval: "month" } });
    expect(monthly.unit_amount_decimal?.toString()).toBe("399");
    const list = await stripe.prices.list({ active: true, limit: 1 });
    expect(list.data).toHaveLength(1);
    expect(list.has_more).toBe(true);
    const all = await stripe.prices.list();
    expect(all.data.map((price) => price.id).sort()).toEqual([prices.month, prices.year]);
  });

  it("checks checkout parameters", async () => {
    const customer = await stripe.customers.create({});
    const base = { customer: customer.id, success_url: "http://app.test/ok" };
    await expect(
      stripe.checkout.sessions.create({
        ...base,
        mode: "payment",
        line_items: [{ price: prices.month, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: "mode" });
    await expect(
      stripe.checkout.sessions.create({
        ...base,
        mode: "subscription",
        line_items: [{ price: "price_nope", quantity: 1 }],
      }),
    ).rejects.toMatchObject({ statusCode: 404, code: "resource_missing", param: "line_items[0][price]" });
    await expect(
      stripe.checkout.sessions.create({
        ...base,
        mode: "subscription",
        line_items: [{ price: prices.month }],
      }),
    ).rejects.toThrow(/Quantity is required/);
  });
});

describe("checkout", () => {
  it("turns a paid session into an active subscription, with signed webhooks", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      client_reference_id: "user-1",
      metadata: { userId: "user-1" },
      subscription_data: { metadata: { userId: "user-1" } },
      line_items: [{ price: prices.month, quantity: 1 }],
      success_url: "http://app.test/settings?payment=success&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://app.test/settings?payment=cancelled",
    });
    expect(session).toMatchObject({ status: "open", payment_status: "unpaid", amount_total: 399 });
    expect(session.url).toBe(`${sandbox.url}/checkout/${session.id}`);

    const page = await (await fetch(session.url ?? "")).text();
    expect(page).toContain("$3.99 / month");
    expect(page).toContain("ada@example.com");

    const returnedTo = await pressButton(session.url ?? "", "Pay");
    expect(returnedTo).toBe(`http://app.test/settings?payment=success&session_id=${session.id}`);

    // The page waits for delivery before sending the browser back, so the app already knows.
    expect(receiver.deliveries.map((delivery) => delivery.event.type)).toEqual([
      "checkout.session.completed",
      "customer.subscription.created",
      "invoice.paid",
    ]);
    const events = receiver.deliveries.map((delivery) =>
      stripe.webhooks.constructEvent(delivery.body, delivery.signature, webhookSecret),
    );
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
    expect(() =>
      stripe.webhooks.constructEvent(
        receiver.deliveries[0]?.body ?? "",
        receiver.deliveries[0]?.signature ?? "",
        "whsec_other",
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    expect(completed).toMatchObject({
      status: "complete",
      payment_status: "paid",
      client_reference_id: "user-1",
    });
    const subscription = completed.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      status: "active",
      customer: customer.id,
      cancel_at_period_end: false,
      metadata: { userId: "user-1" },
    });
    // Since API 2025-03-31.basil the period is on the items.
    const [item] = subscription.items.data;
    expect(item?.price.id).toBe(prices.month);
    const days = ((item?.current_period_end ?? 0) - (item?.current_period_start ?? 0)) / DAY;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const [completedEvent, createdEvent, paidEvent] = events;
    expect(completedEvent?.data.object).toMatchObject({ id: session.id, subscription: subscription.id });
    expect(createdEvent?.data.object).toMatchObject({ id: subscription.id });
    expect(paidEvent?.data.object).toMatchObject({
      object: "invoice",
      customer: customer.id,
      amount_paid: 399,
      parent: { subscription_details: { subscription: subscription.id } },
    });
  });

  it("sends the buyer back to cancel_url on Cancel and keeps the session open", async () => {
    const customer = await stripe.customers.create({});
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: prices.year, quantity: 1 }],
      success_url: "http://app.test/ok",
      cancel_url: "http://app.test/settings?payment=cancelled",
    });
    expect(await pressButton(session.url ?? "", "Cancel")).toBe("http://app.test/settings?payment=cancelled");
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect(receiver.deliveries).toHaveLength(0);
  });

  it("retries a webhook the app refused, with the same event id", async () => {
    const { subscription } = await subscribedCustomer();
    receiver.failNext(2);
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const delivery = await receiver.waitFor("customer.subscription.updated");
    expect(receiver.refused).toEqual([delivery.event.id, delivery.event.id]);
    expect(stripe.webhooks.constructEvent(delivery.body, delivery.signature, webhookSecret).id).toBe(
      delivery.event.id,
    );
  });
});

describe("subscriptions", () => {
  it("lists a customer's subscriptions, ended ones only with status=all", async () => {
    const { customer, subscription } = await subscribedCustomer();
    expect((await stripe.subscriptions.list({ customer: customer.id })).data.map((s) => s.id)).toEqual([
      subscription.id,
    ]);
    await stripe.subscriptions.cancel(subscription.id);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    const all = await stripe.subscriptions.list({ customer: customer.id, status: "all" });
    expect(all.data.map((s) => [s.id, s.status])).toEqual([[subscription.id, "canceled"]]);
  });

  it("sets and clears cancel_at_period_end, reporting what changed", async () => {
    const { subscription } = await subscribedCustomer();
    const periodEnd = subscription.items.data[0]?.current_period_end;

    const canceling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(canceling).toMatchObject({ cancel_at_period_end: true, cancel_at: periodEnd, status: "active" });
    const update = await receiver.waitFor("customer.subscription.updated");
    const event = stripe.webhooks.constructEvent(update.body, update.signature, webhookSecret);
    expect(event.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    const resumed = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
  });

  it("cancels at once, after which it cannot change", async () => {
    const { subscription } = await subscribedCustomer();
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: "canceled" });
    expect(canceled.ended_at).not.toBeNull();
    const deleted = await receiver.waitFor("customer.subscription.deleted");
    expect(deleted.event).toMatchObject({ type: "customer.subscription.deleted" });
    await expect(
      stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("the clock", () => {
  it("renews at period end, and ends subscriptions set to cancel", async () => {
    const renewing = (await subscribedCustomer()).subscription;
    const ending = (await subscribedCustomer()).subscription;
    await stripe.subscriptions.update(ending.id, { cancel_at_period_end: true });
    await receiver.waitFor("customer.subscription.updated");
    receiver.deliveries.length = 0;

    const firstEnd = renewing.items.data[0]?.current_period_end ?? 0;
    const now = await sandbox.advanceClock(32 * DAY);
    expect(now.getTime() / 1000).toBeGreaterThan(firstEnd);

    const renewed = await stripe.subscriptions.retrieve(renewing.id);
    expect(renewed.status).toBe("active");
    expect(renewed.items.data[0]?.current_period_start).toBe(firstEnd);
    expect(renewed.items.data[0]?.current_period_end).toBeGreaterThan(now.getTime() / 1000);
    const ended = await stripe.subscriptions.retrieve(ending.id);
    expect(ended).toMatchObject({ status: "canceled", ended_at: ending.items.data[0]?.current_period_end });

    const types = receiver.deliveries.map((delivery) => {
      const event = stripe.webhooks.constructEvent(delivery.body, delivery.signature, webhookSecret);
      const object = event.data.object as {
        id: string;
        parent?: { subscription_details?: { subscription?: string } };
      };
      return [event.type, object.parent?.subscription_details?.subscription ?? object.id];
    });
    expect(types).toEqual(
      expect.arrayContaining([
        ["invoice.paid", renewing.id],
        ["customer.subscription.updated", renewing.id],
        ["customer.subscription.deleted", ending.id],
      ]),
    );
  });

  it("moves forward over HTTP too, and only forward", async () => {
    const response = await fetch(`${sandbox.url}/sandbox/advance`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ seconds: 60 }),
    });
    expect(response.status).toBe(200);
    const { now } = (await response.json()) as { now: number };
    expect(now).toBeGreaterThan(Date.now() / 1000 + 30 * DAY);

    const backwards = await fetch(`${sandbox.url}/sandbox/advance`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ seconds: -1 }),
    });
    expect(backwards.status).toBe(400);
  });
});

describe("the billing portal", () => {
  it("cancels at period end, resumes, cancels now and returns", async () => {
    const { customer, subscription } = await subscribedCustomer("year");
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://app.test/settings",
    });
    expect(portal.url).toBe(`${sandbox.url}/portal/${portal.id}`);
    expect(await (await fetch(portal.url)).text()).toContain("$40.00 / year");

    expect(await pressButton(portal.url, "Cancel at period end")).toBe(portal.url);
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      cancel_at_period_end: true,
    });
    expect(await (await fetch(portal.url)).text()).toContain("Cancels on");

    await pressButton(portal.url, "Resume");
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      cancel_at_period_end: false,
    });

    await pressButton(portal.url, "Cancel now");
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: "canceled" });
    expect(receiver.deliveries.map((delivery) => delivery.event.type)).toEqual([
      "customer.subscription.updated",
      "customer.subscription.updated",
      "customer.subscription.deleted",
    ]);
    expect(await (await fetch(portal.url)).text()).toContain("No active subscription.");

    expect(await pressButton(portal.url, "Return")).toBe("http://app.test/settings");
  });

  it("does not let one customer's portal touch another's subscription", async () => {
    const mine = await stripe.customers.create({});
    const { subscription: theirs } = await subscribedCustomer();
    const portal = await stripe.billingPortal.sessions.create({ customer: mine.id });
    const response = await fetch(`${portal.url}/subscriptions/${theirs.id}/cancel-now`, { method: "POST" });
    expect(response.status).toBe(404);
    expect((await stripe.subscriptions.retrieve(theirs.id)).status).toBe("active");
  });
});
