import { describe, expect, it } from "vitest";

import { PLAN_LIMITS, RATE_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";
import { pressButton } from "@bitelog/stripe-sandbox/testing";

import type { BillingPort } from "../ports";
import type { AppUser } from "../testing";
import { callerWith, rejectionOf, testPublicUrl, useApiHarness } from "../testing";

const DAY_MS = 86_400_000;

describe.each(testBackends())("billing procedures on $name", (backend) => {
  const api = useApiHarness(backend, { stripe: true });
  const newCaller = async () => {
    const user = await api.newUser();
    return { user, caller: await api.callerFor(user) };
  };
  type Caller = Awaited<ReturnType<typeof newCaller>>["caller"];

  /** Pays on the sandbox's checkout page and hands the app the webhooks that payment sent. */
  const subscribe = async (caller: Caller, interval: "month" | "year" = "month") => {
    const before = api.stripe.receiver.deliveries.length;
    const { url } = await caller.billing.createCheckoutSession({ membershipLevel: "member", interval });
    await pressButton(url, "Pay");
    for (const delivery of api.stripe.receiver.deliveries.slice(before)) {
      await caller.billing.webhook({ payload: delivery.body, signature: delivery.signature });
    }
  };
  const sessionCustomer = async (sessionId: string) => {
    const response = await fetch(`${api.stripe.sandbox.url}/v1/checkout/sessions/${sessionId}`, {
      headers: { authorization: `Bearer ${api.stripe.sandbox.secretKey}` },
    });
    return ((await response.json()) as { customer: string }).customer;
  };
  const customerOf = async (user: AppUser) =>
    (
      await api.db
        .selectFrom("memberships")
        .select("stripe_customer_id")
        .where("user_id", "=", user.accountId)
        .executeTakeFirstOrThrow()
    ).stripe_customer_id;

  it("hands out the publishable key without sign-in", async () => {
    const anonymous = await api.callerFor(null);
    expect(await anonymous.billing.config()).toEqual({ publishableKey: api.stripe.sandbox.publishableKey });
  });

  it("starts Checkout for a new customer linked to the user, returning to /settings", async () => {
    const { user, caller } = await newCaller();
    const session = await caller.billing.createCheckoutSession({
      membershipLevel: "member",
      interval: "year",
    });
    expect(session.sessionId).toMatch(/^cs_/);
    expect(session.url).toBe(`${api.stripe.sandbox.url}/checkout/${session.sessionId}`);

    const customerId = await customerOf(user);
    expect(customerId).toMatch(/^cus_/);
    expect(await sessionCustomer(session.sessionId)).toBe(customerId);
    expect(await pressButton(session.url, "Cancel")).toBe(`${testPublicUrl}/settings?payment=cancelled`);
    expect((await caller.membership.info()).membership.level).toBe("free");

    const again = await caller.billing.createCheckoutSession({
      membershipLevel: "member",
      interval: "month",
    });
    expect(await sessionCustomer(again.sessionId)).toBe(customerId);
    expect(await pressButton(again.url, "Pay")).toBe(
      `${testPublicUrl}/settings?payment=success&session_id=${again.sessionId}`,
    );
  });

  it("makes one customer when two checkouts start at once", async () => {
    const { user, caller } = await newCaller();
    const sessions = await Promise.all(
      [1, 2].map(() =>
        caller.billing.createCheckoutSession({ membershipLevel: "member", interval: "month" }),
      ),
    );
    const customers = await Promise.all(sessions.map((session) => sessionCustomer(session.sessionId)));
    expect(customers).toEqual([await customerOf(user), await customerOf(user)]);
  });

  it("makes a member of a user who paid, at the chosen price, monthly by default", async () => {
    const { caller } = await newCaller();
    await subscribe(caller);
    const info = await caller.membership.info();
    expect(info).toEqual({
      membership: {
        level: "member",
        stripe_subscription_id: expect.stringMatching(/^sub_/) as string,
        stripe_cancel_at_period_end: false,
        stripe_subscription_status: "active",
        stripe_subscription_current_period_end: expect.any(String) as string,
        expiry_date: null,
        isExpired: false,
        billing_interval: "month",
      },
      limits: { maxEntries: "Unlimited", maxPhotosPerEntry: PLAN_LIMITS.member.maxPhotosPerEntry },
    });
    const daysLeft =
      (Date.parse(info.membership.stripe_subscription_current_period_end ?? "") - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(27);
    expect(daysLeft).toBeLessThanOrEqual(31);
  });

  it("refuses a second checkout to a member, even before the payment's webhooks arrived", async () => {
    const { caller } = await newCaller();
    const { url } = await caller.billing.createCheckoutSession({
      membershipLevel: "member",
      interval: "year",
    });
    await pressButton(url, "Pay");
    expect(
      await rejectionOf(
        caller.billing.createCheckoutSession({ membershipLevel: "member", interval: "year" }),
      ),
    ).toEqual({
      trpcCode: "CONFLICT",
      status: 409,
      body: { error: "Already a member", message: "You already have a membership.", code: "ALREADY_MEMBER" },
    });
  });

  it("reads the paid plan from the provider on return, before any webhook arrived", async () => {
    const { caller } = await newCaller();
    expect((await caller.membership.refresh()).membership.level).toBe("free");
    const { url } = await caller.billing.createCheckoutSession({
      membershipLevel: "member",
      interval: "year",
    });
    await pressButton(url, "Pay");
    expect((await caller.membership.info()).limits.maxEntries).toBe(PLAN_LIMITS.free.maxEntries);
    const refreshed = await caller.membership.refresh();
    expect(refreshed.membership).toMatchObject({
      level: "member",
      stripe_subscription_status: "active",
      billing_interval: "year",
    });
    expect(refreshed.limits.maxEntries).toBe("Unlimited");
  });

  it("validates the checkout input", async () => {
    const { caller } = await newCaller();
    const refusal = await rejectionOf(
      caller.billing.createCheckoutSession({ membershipLevel: "gold" as "member", interval: "month" }),
    );
    expect(refusal).toMatchObject({
      status: 400,
      body: { error: "Invalid request", code: "VALIDATION_FAILED" },
    });
  });

  it("opens the billing portal for a customer, returning to /settings", async () => {
    const { caller } = await newCaller();
    expect(await rejectionOf(caller.billing.createPortalSession())).toMatchObject({
      status: 409,
      body: { error: "No subscription to manage", code: "NO_BILLING_ACCOUNT" },
    });
    await subscribe(caller);
    const { url } = await caller.billing.createPortalSession();
    expect(url.startsWith(`${api.stripe.sandbox.url}/portal/`)).toBe(true);
    expect(await pressButton(url, "Return")).toBe(`${testPublicUrl}/settings`);
  });

  it("deletes a member's account once the subscription is set to end, ending it at once in Stripe", async () => {
    const { user, caller } = await newCaller();
    await subscribe(caller);
    // Renewing: refused, naming the status, and nothing is touched.
    expect(await rejectionOf(caller.user.deleteAccount({}))).toMatchObject({
      status: 409,
      body: { code: "ACTIVE_SUBSCRIPTION", subscriptionStatus: "active" },
    });
    const customerId = await customerOf(user);
    expect(await api.stripe.billing.findSubscription(customerId ?? "")).toMatchObject({ status: "active" });

    const { url } = await caller.billing.createPortalSession();
    const before = api.stripe.receiver.deliveries.length;
    await pressButton(url, "Cancel at period end");
    const update = await api.stripe.receiver.waitFor("customer.subscription.updated", before);
    await caller.billing.webhook({ payload: update.body, signature: update.signature });

    expect(await caller.user.deleteAccount({})).toEqual({ message: "Account deleted successfully" });
    expect(await api.stripe.billing.findSubscription(customerId ?? "")).toMatchObject({ status: "canceled" });
    expect(await api.db.selectFrom("users").where("id", "=", user.accountId).selectAll().execute()).toEqual(
      [],
    );
  });

  it("resumes a subscription set to end, and refuses when there is nothing to resume", async () => {
    const { caller } = await newCaller();
    await subscribe(caller);
    expect(await rejectionOf(caller.membership.resume())).toEqual({
      trpcCode: "CONFLICT",
      status: 409,
      body: {
        error: "Nothing to resume",
        code: "NOTHING_TO_RESUME",
        message: "Your membership is not set to end.",
      },
    });

    const { url } = await caller.billing.createPortalSession();
    const before = api.stripe.receiver.deliveries.length;
    await pressButton(url, "Cancel at period end");
    const update = await api.stripe.receiver.waitFor("customer.subscription.updated", before);
    await caller.billing.webhook({ payload: update.body, signature: update.signature });
    expect((await caller.membership.info()).membership).toMatchObject({
      stripe_cancel_at_period_end: true,
      stripe_subscription_status: "active",
    });

    const resumed = await caller.membership.resume();
    expect(resumed.membership).toMatchObject({ stripe_cancel_at_period_end: false, isExpired: false });
    expect(await caller.membership.info()).toEqual(resumed);
    expect(await rejectionOf(caller.membership.cancel())).toMatchObject({
      body: { code: "USE_BILLING_PORTAL" },
    });
  });

  it("lets 100 parallel resumes from the network reach Stripe one at a time, at most the rate limit", async () => {
    const { user, caller } = await newCaller();
    await subscribe(caller);
    const { url } = await caller.billing.createPortalSession();
    const before = api.stripe.receiver.deliveries.length;
    await pressButton(url, "Cancel at period end");
    const update = await api.stripe.receiver.waitFor("customer.subscription.updated", before);
    await caller.billing.webhook({ payload: update.body, signature: update.signature });

    // Stripe as the app reaches it, counting the changes it is asked for and how many at once.
    let changes = 0;
    let running = 0;
    let mostAtOnce = 0;
    const counted: BillingPort = {
      ...api.stripe.billing,
      async setCancelAtPeriodEnd(input) {
        changes += 1;
        mostAtOnce = Math.max(mostAtOnce, ++running);
        try {
          return await api.stripe.billing.setCancelAtPeriodEnd(input);
        } finally {
          running -= 1;
        }
      },
    };
    const fromNetwork = await callerWith(
      { db: api.db, ports: { ...api.ports, billing: counted } },
      await user.idToken(),
      "203.0.113.7",
    );

    const resume = async () => {
      const call = fromNetwork.membership.resume();
      const info = await call.catch(() => null);
      if (info) return { status: 200, cancelAtPeriodEnd: info.membership.stripe_cancel_at_period_end };
      const { status, body } = await rejectionOf(call);
      return { status, error: body.error, code: body.code };
    };
    // Ten batches of ten, all at once.
    const outcomes = (
      await Promise.all(Array.from({ length: 10 }, () => Promise.all(Array.from({ length: 10 }, resume))))
    ).flat();
    expect(mostAtOnce).toBe(1);
    expect(changes).toBeGreaterThanOrEqual(1);
    expect(changes).toBeLessThanOrEqual(RATE_LIMITS.membershipResume.limit);
    expect(outcomes.filter((outcome) => outcome.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const outcome of outcomes) {
      expect([
        { status: 200, cancelAtPeriodEnd: false },
        { status: 409, error: "Nothing to resume", code: "NOTHING_TO_RESUME" },
        { status: 429, error: "Too many requests", code: "RATE_LIMITED" },
        { status: 429, error: "Too many writes at once", code: "TOO_MANY_WRITES" },
      ]).toContainEqual(outcome);
    }
    expect((await caller.membership.info()).membership).toMatchObject({ stripe_cancel_at_period_end: false });
  });
});
