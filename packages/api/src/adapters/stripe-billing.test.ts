import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { StripeSandbox } from "@bitelog/stripe-sandbox";
import type { WebhookReceiver } from "@bitelog/stripe-sandbox/testing";
import { bitelogPrices, startStripeSandbox } from "@bitelog/stripe-sandbox";
import { pressButton, startWebhookReceiver } from "@bitelog/stripe-sandbox/testing";

import type { BillingPort } from "../ports/billing";
import { AppError, errorHeaders, toHttpError } from "../errors";
import { InvalidWebhookError } from "../ports/billing";
import { createStripeBilling, verifyWebhook } from "./stripe-billing";

const webhookSecret = "whsec_billing_test";
const prices = { month: "price_member_monthly", year: "price_member_yearly" };
const DAY_MS = 86_400_000;

let sandbox: StripeSandbox;
let receiver: WebhookReceiver;
let billing: BillingPort;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startStripeSandbox({
    port: 0,
    webhookUrl: receiver.url,
    webhookSecret,
    prices: bitelogPrices(prices),
  });
  billing = createStripeBilling({
    secretKey: sandbox.secretKey,
    publishableKey: sandbox.publishableKey,
    webhookSecret,
    prices,
    apiBase: sandbox.url,
  });
});

afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

beforeEach(() => {
  receiver.deliveries.length = 0;
});

async function checkout(customerId: string, interval: "month" | "year" = "month") {
  const { sessionId, url } = await billing.createCheckoutSession({
    customerId,
    interval,
    successUrl: "http://app.test/settings?payment=success&session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://app.test/settings?payment=cancelled",
  });
  const returnedTo = await pressButton(url, "Pay");
  return { sessionId, returnedTo };
}

async function subscribe(interval: "month" | "year" = "month") {
  const { customerId } = await billing.createCustomer({ email: "ada@example.com", userId: "user-1" });
  await checkout(customerId, interval);
  const subscription = await billing.findSubscription(customerId);
  if (!subscription) throw new Error("checkout made no subscription");
  return { customerId, subscription };
}

describe("createStripeBilling", () => {
  it("hands out the publishable key and fails loudly with a wrong secret key", async () => {
    expect(billing.publishableKey).toBe(sandbox.publishableKey);
    const wrong = createStripeBilling({
      secretKey: "sk_test_wrong",
      publishableKey: "pk",
      webhookSecret,
      prices,
      apiBase: sandbox.url,
    });
    await expect(wrong.createCustomer({ email: null, userId: "u" })).rejects.toThrow(/Invalid API Key/);
  });

  it("answers 503 with Retry-After while Stripe cannot be reached", async () => {
    const unreachable = createStripeBilling({
      secretKey: sandbox.secretKey,
      publishableKey: "pk",
      webhookSecret,
      prices,
      // Nothing listens on port 1: every call fails to connect.
      apiBase: "http://127.0.0.1:1",
    });
    const refusal = await unreachable
      .createCustomer({ email: null, userId: "u" })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(toHttpError(refusal)).toMatchObject({
      status: 503,
      body: { error: "Payment service unavailable", code: "PAYMENT_SERVICE_UNAVAILABLE" },
    });
    expect(errorHeaders(refusal)).toEqual({ "Retry-After": "30" });
  });

  it("takes a customer from checkout to an active subscription at the chosen price", async () => {
    const { customerId } = await billing.createCustomer({ email: "ada@example.com", userId: "user-1" });
    expect(customerId).toMatch(/^cus_/);
    expect(await billing.findSubscription(customerId)).toBeNull();

    const { sessionId, returnedTo } = await checkout(customerId, "year");
    expect(returnedTo).toBe(`http://app.test/settings?payment=success&session_id=${sessionId}`);

    const subscription = await billing.findSubscription(customerId);
    expect(subscription).toMatchObject({
      customerId,
      status: "active",
      priceId: prices.year,
      cancelAtPeriodEnd: false,
    });
    const daysLeft = ((subscription?.currentPeriodEnd?.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(366);
  });

  it("schedules the end of a subscription and takes it back", async () => {
    const { customerId, subscription } = await subscribe();
    const ending = await billing.setCancelAtPeriodEnd({
      subscriptionId: subscription.id,
      cancelAtPeriodEnd: true,
    });
    expect(ending).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(ending.currentPeriodEnd).toEqual(subscription.currentPeriodEnd);
    expect(await billing.findSubscription(customerId)).toMatchObject({ cancelAtPeriodEnd: true });

    const renewing = await billing.setCancelAtPeriodEnd({
      subscriptionId: subscription.id,
      cancelAtPeriodEnd: false,
    });
    expect(renewing.cancelAtPeriodEnd).toBe(false);
  });

  it("ends a subscription at once", async () => {
    const { customerId, subscription } = await subscribe();
    expect(await billing.cancelSubscription(subscription.id)).toMatchObject({ status: "canceled" });
    expect(await billing.findSubscription(customerId)).toMatchObject({ status: "canceled" });
  });

  it("opens the billing portal, where cancelling shows on the next read", async () => {
    const { customerId, subscription } = await subscribe();
    const { url } = await billing.createPortalSession({ customerId, returnUrl: "http://app.test/settings" });
    await pressButton(url, "Cancel now");
    expect(await billing.findSubscription(customerId)).toMatchObject({
      id: subscription.id,
      status: "canceled",
    });
    expect(await pressButton(url, "Return")).toBe("http://app.test/settings");
  });

  it("finds the subscription that matters: a current one before newer ended ones, else the newest", async () => {
    const { customerId, subscription: older } = await subscribe();
    await checkout(customerId);
    const newer = await billing.findSubscription(customerId);
    expect(newer?.id).not.toBe(older.id);

    const portal = await billing.createPortalSession({ customerId, returnUrl: "http://app.test/settings" });
    // The portal lists the newest first: cancelling it leaves the older one current.
    await pressButton(portal.url, "Cancel now");
    expect(await billing.findSubscription(customerId)).toMatchObject({ id: older.id, status: "active" });

    await pressButton(portal.url, "Cancel now");
    expect(await billing.findSubscription(customerId)).toMatchObject({ status: "canceled" });
  });
});

describe("webhooks", () => {
  it("reads the sandbox's signed events, with the customer they concern", async () => {
    const { customerId } = await subscribe();
    const events = receiver.deliveries.map((delivery) =>
      billing.readWebhook(delivery.body, delivery.signature),
    );
    expect(events.map(({ type, object }) => ({ type, customerId: object?.customerId }))).toEqual([
      { type: "checkout.session.completed", customerId },
      { type: "customer.subscription.created", customerId },
      { type: "invoice.paid", customerId },
    ]);
    expect(events.map((event) => event.id)).toEqual(receiver.deliveries.map((delivery) => delivery.event.id));
    const delivery = receiver.deliveries[0];
    expect(verifyWebhook(Buffer.from(delivery?.body ?? ""), delivery?.signature, webhookSecret).type).toBe(
      "checkout.session.completed",
    );
  });

  it("refuses unsigned, altered and wrongly signed requests", async () => {
    await subscribe();
    const delivery = receiver.deliveries[0];
    if (!delivery) throw new Error("no webhook arrived");
    expect(() => billing.readWebhook(delivery.body, null)).toThrow(InvalidWebhookError);
    expect(() =>
      billing.readWebhook(delivery.body.replace("complete", "expired"), delivery.signature),
    ).toThrow(InvalidWebhookError);
    expect(() => verifyWebhook(delivery.body, delivery.signature, "whsec_other")).toThrow(
      /^Invalid Stripe webhook: No signatures found matching the expected signature for payload/,
    );
  });
});
