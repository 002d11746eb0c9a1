import Stripe from "stripe";
import { describe, expect, it } from "vitest";

import type { WebhookDelivery } from "@bitelog/stripe-sandbox/testing";
import { PLAN_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";
import { pressButton } from "@bitelog/stripe-sandbox/testing";

import type { Logger } from "../logger";
import type { AppUser } from "../testing";
import { rejectionOf, useApiHarness } from "../testing";
import { syncSubscription } from "./sync-subscription";

const DAY_S = 86_400;

/** A logger that keeps what it was told, to check what the webhook logged. */
function recordingLogger() {
  const lines: { level: string; message: string; details: object }[] = [];
  const keep =
    (level: string) =>
    (details: object, message = "") =>
      void lines.push({ level, message, details });
  const logger: Logger = { info: keep("info"), warn: keep("warn"), error: keep("error") };
  return { logger, lines };
}

describe.each(testBackends())("Stripe webhooks on $name", (backend) => {
  const api = useApiHarness(backend, { stripe: true });
  const log = recordingLogger();
  const newCaller = async () => {
    const user = await api.newUser();
    return { user, caller: await api.callerFor(user) };
  };
  type Caller = Awaited<ReturnType<typeof newCaller>>["caller"];

  /** Stripe's side of the webhook: an anonymous call with the body and signature as delivered. */
  const deliver = async (delivery: WebhookDelivery) =>
    (await api.callerFor(null, { logger: log.logger })).billing.webhook({
      payload: delivery.body,
      signature: delivery.signature,
    });
  /** Runs a step on Stripe's side and returns the webhooks it sent, without handing them to the app. */
  const sentBy = async (step: () => Promise<unknown>, lastType?: string) => {
    const before = api.stripe.receiver.deliveries.length;
    await step();
    if (lastType) await api.stripe.receiver.waitFor(lastType, before);
    return api.stripe.receiver.deliveries.slice(before);
  };
  const pay = async (caller: Caller) => {
    const { url } = await caller.billing.createCheckoutSession({
      membershipLevel: "member",
      interval: "year",
    });
    return sentBy(() => pressButton(url, "Pay"));
  };
  const inPortal = async (caller: Caller, button: string) => {
    const { url } = await caller.billing.createPortalSession();
    return sentBy(() => pressButton(url, button));
  };
  const membershipRow = (user: AppUser) =>
    api.db
      .selectFrom("memberships")
      .selectAll()
      .where("user_id", "=", user.accountId)
      .executeTakeFirstOrThrow();
  const recordedEvents = async (ids: string[]) =>
    api.db.selectFrom("stripe_events").select("id").where("id", "in", ids).execute();
  const logged = (message: string, eventId: string) =>
    log.lines.filter(
      (line) => line.message === message && (line.details as { eventId?: string }).eventId === eventId,
    );

  it("writes the membership from a payment's webhooks", async () => {
    const { caller } = await newCaller();
    const deliveries = await pay(caller);
    expect(deliveries.map((delivery) => delivery.event.type)).toEqual([
      "checkout.session.completed",
      "customer.subscription.created",
      "invoice.paid",
    ]);
    expect((await caller.membership.info()).membership.level).toBe("free");
    for (const delivery of deliveries) expect(await deliver(delivery)).toEqual({ received: true });
    expect(await caller.membership.info()).toMatchObject({
      membership: { level: "member", stripe_subscription_status: "active", isExpired: false },
      limits: { maxEntries: "Unlimited" },
    });
  });

  it("applies an event delivered 100 times once, and a later replay changes nothing", async () => {
    const { user, caller } = await newCaller();
    for (const delivery of await pay(caller)) await deliver(delivery);
    const [update] = await inPortal(caller, "Cancel at period end");
    if (!update) throw new Error("the portal sent no webhook");

    const answers = await Promise.all(Array.from({ length: 100 }, () => deliver(update)));
    expect(answers).toEqual(Array.from({ length: 100 }, () => ({ received: true })));
    expect(logged("Stripe webhook: membership synced", update.event.id)).toHaveLength(1);
    expect(logged("Stripe webhook ignored: event already handled", update.event.id)).toHaveLength(99);
    expect(await recordedEvents([update.event.id])).toHaveLength(1);
    const afterFirst = await membershipRow(user);
    expect(afterFirst.stripe_cancel_at_period_end).toBe(true);

    // Stripe moves on (the subscription renews again) and our copy is made to differ from it: a
    // replay of the old event must not re-read Stripe and write.
    await sentBy(() => caller.membership.resume(), "customer.subscription.updated");
    await api.db
      .updateTable("memberships")
      .set({ stripe_cancel_at_period_end: true })
      .where("user_id", "=", user.accountId)
      .execute();
    const beforeReplay = await membershipRow(user);
    for (let i = 0; i < 100; i++) await deliver(update);
    expect(await membershipRow(user)).toEqual(beforeReplay);
  });

  it("ends in Stripe's current state whatever order the events arrive in", async () => {
    const { user, caller } = await newCaller();
    const history = [
      ...(await pay(caller)),
      ...(await inPortal(caller, "Cancel at period end")),
      ...(await inPortal(caller, "Resume")),
      ...(await inPortal(caller, "Cancel now")),
    ];
    expect(history.map((delivery) => delivery.event.type).slice(3)).toEqual([
      "customer.subscription.updated",
      "customer.subscription.updated",
      "customer.subscription.deleted",
    ]);
    // The oldest last: checkout.session.completed and subscription.created must not bring it back.
    for (const delivery of history.toReversed()) await deliver(delivery);

    expect(await caller.membership.info()).toMatchObject({
      membership: {
        level: "member",
        stripe_subscription_status: "canceled",
        stripe_cancel_at_period_end: false,
        isExpired: true,
      },
      limits: { maxEntries: PLAN_LIMITS.free.maxEntries },
    });
    expect(await recordedEvents(history.map((delivery) => delivery.event.id))).toHaveLength(history.length);
    // What a sync right now writes, whatever came before (besides its bookkeeping).
    const state = async () => {
      const {
        updated_at: _,
        stripe_sync_requested: __,
        stripe_sync_applied: ___,
        ...rest
      } = await membershipRow(user);
      return rest;
    };
    const afterEvents = await state();
    await syncSubscription(
      { db: api.db, billing: api.stripe.billing, now: new Date() },
      afterEvents.stripe_customer_id ?? "",
    );
    expect(await state()).toEqual(afterEvents);
  });

  it("ends the membership when a subscription set to cancel reaches its period end, keeping entries", async () => {
    const { user, caller } = await newCaller();
    for (const delivery of await pay(caller)) await deliver(delivery);
    for (const delivery of await inPortal(caller, "Cancel at period end")) await deliver(delivery);
    await api.db
      .insertInto("journal_entries")
      .values(
        Array.from({ length: (PLAN_LIMITS.free.maxEntries ?? 0) + 1 }, (_, i) => ({
          user_id: user.accountId,
          restaurant_name: `Place ${i}`,
          visit_date: "2025-01-01",
        })),
      )
      .execute();
    expect((await caller.membership.info()).limits.maxEntries).toBe("Unlimited");

    const ended = await sentBy(() => api.stripe.sandbox.advanceClock(366 * DAY_S));
    expect(ended.map((delivery) => delivery.event.type)).toContain("customer.subscription.deleted");
    for (const delivery of ended) await deliver(delivery);

    expect(await caller.membership.info()).toMatchObject({
      membership: { level: "member", stripe_subscription_status: "canceled", isExpired: true },
      limits: { maxEntries: PLAN_LIMITS.free.maxEntries },
    });
    expect((await caller.membership.usage()).entryCount).toBe((PLAN_LIMITS.free.maxEntries ?? 0) + 1);
    expect(
      await rejectionOf(caller.entries.create({ restaurantName: "One more", visitDate: "2025-01-02" })),
    ).toMatchObject({ status: 403, body: { error: "Entry limit reached", code: "ENTRY_LIMIT_REACHED" } });
  });

  it("answers 400 to a missing, wrong or altered signature and changes nothing", async () => {
    const { user, caller } = await newCaller();
    const [completed] = await pay(caller);
    if (!completed) throw new Error("the payment sent no webhook");
    const before = await membershipRow(user);
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload: completed.body,
      secret: "whsec_someone_else",
    });
    for (const [payload, signature] of [
      [completed.body, ""],
      [completed.body, otherSecret],
      [completed.body.replace('"complete"', '"expired"'), completed.signature],
      [`${completed.body} `, completed.signature],
    ] as const) {
      const refusal = await rejectionOf(deliver({ ...completed, body: payload, signature }));
      expect(refusal).toMatchObject({
        trpcCode: "BAD_REQUEST",
        status: 400,
        body: { error: "Invalid webhook signature" },
      });
    }
    expect(await membershipRow(user)).toEqual(before);
    expect(await recordedEvents([completed.event.id])).toEqual([]);
  });

  it("answers 400 to signed bodies that are no event or lack the object they are about, 200 to types it ignores", async () => {
    const signed = (payload: string) => ({
      payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_bitelog_tests" }),
    });
    const call = async (payload: string) =>
      (await api.callerFor(null, { logger: log.logger })).billing.webhook(signed(payload));
    const event = (fields: object) => JSON.stringify({ id: `evt_${crypto.randomUUID()}`, ...fields });
    for (const [payload, error] of [
      ["[]", "Malformed webhook event"],
      ["null", "Malformed webhook event"],
      [event({ data: { object: {} } }), "Malformed webhook event"],
      [event({ type: "invoice.paid" }), "Malformed webhook event"],
      [event({ type: "invoice.paid", data: { object: null } }), "Malformed webhook event"],
      [event({ type: "customer.subscription.updated", data: [] }), "Malformed webhook event"],
    ] as const) {
      expect(await rejectionOf(call(payload)), payload).toMatchObject({ status: 400, body: { error } });
    }
    // Issue 30: identifiers no Stripe object has (U+0000, PostgreSQL cannot hold it; a length no
    // index takes) are refused rather than answered 500, for Stripe to retry for days.
    const long = "x".repeat(20_000);
    const subscription = (object: object) =>
      JSON.stringify({
        id: `evt_${crypto.randomUUID()}`,
        type: "customer.subscription.updated",
        data: { object: { object: "subscription", id: "sub_1", customer: "cus_1", ...object } },
      });
    for (const payload of [
      JSON.stringify({ id: "evt_\u0000", type: "invoice.paid", data: { object: { customer: "cus_1" } } }),
      JSON.stringify({ id: long, type: "invoice.paid", data: { object: { customer: "cus_1" } } }),
      event({ type: `invoice.paid${long}`, data: { object: { customer: "cus_1" } } }),
      subscription({ customer: "cus_\u0000" }),
      subscription({ customer: long }),
      subscription({ customer: { id: "c".repeat(500_000) } }),
      subscription({ id: long }),
      subscription({ subscription: "sub_\u0000" }),
      JSON.stringify({
        id: `evt_${crypto.randomUUID()}`,
        type: "customer.updated",
        data: { object: { object: "customer", id: long } },
      }),
    ]) {
      const refusal = await rejectionOf(call(payload));
      expect(refusal, payload.slice(0, 200)).toMatchObject({
        status: 400,
        body: { error: "Malformed webhook event", code: "INVALID_WEBHOOK" },
      });
    }
    for (const payload of [
      event({ type: "charge.refunded" }),
      event({ type: "customer.created", data: { object: null } }),
      event({ type: "invoice.paid", data: { object: { object: "invoice" } } }),
    ]) {
      expect(await call(payload), payload).toEqual({ received: true });
    }
  });

  it("logs an event for a customer we do not know, answers 2xx and changes nothing", async () => {
    const { customerId } = await api.stripe.billing.createCustomer({
      email: "stranger@example.com",
      userId: "?",
    });
    const { url } = await api.stripe.billing.createCheckoutSession({
      customerId,
      interval: "month",
      successUrl: "http://elsewhere.test/done",
      cancelUrl: "http://elsewhere.test/cancelled",
    });
    const deliveries = await sentBy(() => pressButton(url, "Pay"));
    const memberships = await api.db.selectFrom("memberships").selectAll().orderBy("user_id").execute();

    for (const delivery of deliveries) expect(await deliver(delivery)).toEqual({ received: true });

    for (const delivery of deliveries) {
      const lines = logged("Stripe webhook ignored: no membership has this customer", delivery.event.id);
      expect(lines.map((line) => line.level)).toEqual(["warn"]);
      expect(lines[0]?.details).toMatchObject({ customerId });
    }
    expect(await api.db.selectFrom("memberships").selectAll().orderBy("user_id").execute()).toEqual(
      memberships,
    );
    expect(await recordedEvents(deliveries.map((delivery) => delivery.event.id))).toEqual([]);
  });
});
