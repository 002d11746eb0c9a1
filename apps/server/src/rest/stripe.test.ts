import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser, TestBilling } from "@bitelog/api/testing";
import type { WebhookDelivery } from "@bitelog/stripe-sandbox/testing";
import { createAppUser, startTestBilling } from "@bitelog/api/testing";
import { PLAN_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";
import { pressButton } from "@bitelog/stripe-sandbox/testing";

import type { TestServer } from "../testing/test-server";
import { startTestServer } from "../testing/test-server";

async function call(server: TestServer, user: AppUser | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (user) headers.authorization = `Bearer ${await user.idToken()}`;
  const response = await server.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Stripe's request: the raw body it signed, with its Stripe-Signature header. */
async function postWebhook(server: TestServer, body: string, signature: string | null) {
  const response = await server.request("/api/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(testBackends())("membership and Stripe REST routes on $name", (backend) => {
  let stripe: TestBilling;
  let server: TestServer;
  let user: AppUser;
  const send = (method: string, path: string, body?: unknown) => call(server, user, method, path, body);
  const deliver = (delivery: WebhookDelivery) => postWebhook(server, delivery.body, delivery.signature);

  beforeAll(async () => {
    stripe = await startTestBilling();
    server = await startTestServer(backend, { ...stripe.env, PUBLIC_URL: "https://bitelog.example" });
    user = await createAppUser(server.db);
  });
  afterAll(async () => {
    await Promise.all([server.stop(), stripe.close(), user.dispose()]);
  });

  it("hands out the publishable key without sign-in", async () => {
    expect(await call(server, null, "GET", "/api/stripe/config")).toEqual({
      status: 200,
      body: { publishableKey: stripe.sandbox.publishableKey },
    });
  });

  it("answers membership info and usage in the documented shapes, to signed-in users only", async () => {
    expect(await send("GET", "/api/membership/info")).toEqual({
      status: 200,
      body: {
        membership: {
          level: "free",
          stripe_subscription_id: null,
          stripe_cancel_at_period_end: false,
          stripe_subscription_status: null,
          stripe_subscription_current_period_end: null,
          expiry_date: null,
          isExpired: false,
          billing_interval: null,
        },
        limits: {
          maxEntries: PLAN_LIMITS.free.maxEntries,
          maxPhotosPerEntry: PLAN_LIMITS.free.maxPhotosPerEntry,
        },
      },
    });
    expect(await send("GET", "/api/membership/usage")).toEqual({
      status: 200,
      body: { entryCount: 0, totalPhotos: 0 },
    });
    expect((await call(server, null, "GET", "/api/membership/info")).status).toBe(401);
    expect((await call(server, null, "POST", "/api/stripe/create-checkout-session", {})).status).toBe(401);
  });

  it("refuses a cancel without a membership and a resume without a subscription to resume", async () => {
    expect(await send("POST", "/api/membership/cancel")).toEqual({
      status: 409,
      body: {
        error: "No active membership",
        code: "NO_ACTIVE_MEMBERSHIP",
        message: "You have no membership to cancel.",
      },
    });
    expect(await send("POST", "/api/membership/resume")).toEqual({
      status: 409,
      body: {
        error: "Nothing to resume",
        code: "NOTHING_TO_RESUME",
        message: "Your membership is not set to end.",
      },
    });
  });

  it("goes from checkout through the signed webhooks to a member with a billing portal", async () => {
    const checkout = await send("POST", "/api/stripe/create-checkout-session", {
      membershipLevel: "member",
      interval: "year",
    });
    expect(checkout.status).toBe(200);
    expect(Object.keys(checkout.body).sort()).toEqual(["sessionId", "url"]);
    const { sessionId, url } = checkout.body as { sessionId: string; url: string };

    const before = stripe.receiver.deliveries.length;
    expect(await pressButton(url, "Pay")).toBe(
      `https://bitelog.example/settings?payment=success&session_id=${sessionId}`,
    );
    for (const delivery of stripe.receiver.deliveries.slice(before)) {
      expect(await deliver(delivery)).toEqual({ status: 200, body: { received: true } });
    }
    expect((await send("GET", "/api/membership/info")).body).toMatchObject({
      membership: { level: "member", stripe_subscription_status: "active", isExpired: false },
      limits: { maxEntries: "Unlimited", maxPhotosPerEntry: PLAN_LIMITS.member.maxPhotosPerEntry },
    });

    const portal = await send("POST", "/api/stripe/create-portal-session");
    expect(portal.status).toBe(200);
    expect(Object.keys(portal.body)).toEqual(["url"]);
    expect(await pressButton(portal.body.url as string, "Return")).toBe("https://bitelog.example/settings");
  });

  it("answers 400 to a webhook whose signature does not cover the body as sent, changing nothing", async () => {
    const before = stripe.receiver.deliveries.length;
    await pressButton(
      (await send("POST", "/api/stripe/create-portal-session")).body.url as string,
      "Cancel now",
    );
    const deleted = await stripe.receiver.waitFor("customer.subscription.deleted", before);
    const reserialized = JSON.stringify(JSON.parse(deleted.body));

    for (const [body, signature] of [
      [deleted.body, null],
      [reserialized, deleted.signature],
      [deleted.body, "t=1,v1=00"],
    ] as const) {
      const answer = await postWebhook(server, body, signature);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("Invalid webhook signature");
    }
    expect((await send("GET", "/api/membership/info")).body).toMatchObject({
      membership: { stripe_subscription_status: "active" },
    });

    expect(await deliver(deleted)).toEqual({ status: 200, body: { received: true } });
    expect((await send("GET", "/api/membership/info")).body).toMatchObject({
      membership: { level: "member", stripe_subscription_status: "canceled", isExpired: true },
      limits: { maxEntries: PLAN_LIMITS.free.maxEntries },
    });
  });
});

describe.each(testBackends())("a server without payments on $name", (backend) => {
  let server: TestServer;
  let user: AppUser;
  beforeAll(async () => {
    server = await startTestServer(backend);
    user = await createAppUser(server.db);
  });
  afterAll(async () => {
    await Promise.all([server.stop(), user.dispose()]);
  });

  it("answers 503 to the payment calls and still describes the free plan", async () => {
    const unavailable = {
      status: 503,
      body: {
        error: "Payments are not configured",
        code: "PAYMENTS_NOT_CONFIGURED",
        message: "Payments are not available on this server.",
      },
    };
    expect(await call(server, null, "GET", "/api/stripe/config")).toEqual(unavailable);
    expect(
      await call(server, user, "POST", "/api/stripe/create-checkout-session", { membershipLevel: "member" }),
    ).toEqual(unavailable);
    expect(await call(server, user, "POST", "/api/stripe/create-portal-session")).toEqual(unavailable);
    expect(await postWebhook(server, "{}", "t=1,v1=00")).toEqual(unavailable);
    expect((await call(server, user, "GET", "/api/membership/info")).body).toMatchObject({
      membership: { level: "free" },
    });
  });
});
