import { describe, expect, it } from "vitest";

import { PLAN_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { AppUser } from "../testing";
import { rejectionOf, useApiHarness } from "../testing";

const DAY_MS = 86_400_000;

describe.each(testBackends())("membership on $name", (backend) => {
  const api = useApiHarness(backend);
  const { newUser, callerFor } = api;
  const grant = (user: AppUser, values: { expiry_date?: Date | null; stripe_subscription_status?: string }) =>
    api.db
      .insertInto("memberships")
      .values({ user_id: user.accountId, level: "member", ...values })
      .execute();
  const seedEntries = async (user: AppUser, count: number) =>
    api.db
      .insertInto("journal_entries")
      .values(
        Array.from({ length: count }, (_, i) => ({
          user_id: user.accountId,
          restaurant_name: `Place ${i}`,
          visit_date: "2025-01-01",
        })),
      )
      .returning("id")
      .execute();

  it("describes a user without a membership as free, in exactly the documented shape", async () => {
    const caller = await callerFor(await newUser());
    expect(await caller.membership.info()).toEqual({
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
    });
  });

  it("gives a member unlimited entries, and a lapsed member the free limits", async () => {
    const [member, lapsed] = await Promise.all([newUser(), newUser()]);
    const until = new Date(Date.now() + 30 * DAY_MS);
    await grant(member, { expiry_date: until });
    await grant(lapsed, { stripe_subscription_status: "canceled" });

    expect(await (await callerFor(member)).membership.info()).toMatchObject({
      membership: { level: "member", expiry_date: until.toISOString(), isExpired: false },
      limits: { maxEntries: "Unlimited", maxPhotosPerEntry: PLAN_LIMITS.member.maxPhotosPerEntry },
    });
    expect(await (await callerFor(lapsed)).membership.info()).toMatchObject({
      membership: { level: "member", stripe_subscription_status: "canceled", isExpired: true },
      limits: { maxEntries: PLAN_LIMITS.free.maxEntries },
    });
  });

  it("counts the user's own entries and photos", async () => {
    const [user, other] = await Promise.all([newUser(), newUser()]);
    const caller = await callerFor(user);
    expect(await caller.membership.usage()).toEqual({ entryCount: 0, totalPhotos: 0 });

    const [first, second] = await seedEntries(user, 3);
    await seedEntries(other, 2);
    const photo = (entryId: string, n: number) => ({
      entry_id: entryId,
      storage_path: `${user.accountId}/${entryId}/${n}.webp`,
      thumbnail_path: `${user.accountId}/${entryId}/${n}-thumb.webp`,
      content_type: "image/webp",
      size_bytes: 1000,
      width: 10,
      height: 10,
      position: n,
    });
    if (!first || !second) throw new Error("entries were not seeded");
    await api.db
      .insertInto("entry_photos")
      .values([photo(first.id, 0), photo(first.id, 1), photo(second.id, 0)])
      .execute();
    expect(await caller.membership.usage()).toEqual({ entryCount: 3, totalPhotos: 3 });
  });

  it("cancels a membership granted without a subscription, keeping every entry", async () => {
    const user = await newUser();
    await grant(user, { expiry_date: new Date(Date.now() + 30 * DAY_MS) });
    await seedEntries(user, (PLAN_LIMITS.free.maxEntries ?? 0) + 5);
    const caller = await callerFor(user);

    const after = await caller.membership.cancel();
    expect(after).toMatchObject({
      membership: { level: "free", expiry_date: null, isExpired: false },
      limits: { maxEntries: PLAN_LIMITS.free.maxEntries },
    });
    expect(await caller.membership.info()).toEqual(after);
    expect((await caller.membership.usage()).entryCount).toBe((PLAN_LIMITS.free.maxEntries ?? 0) + 5);
  });

  it("refuses to cancel what is not a membership, or a subscription (the billing portal's job)", async () => {
    const [free, subscriber] = await Promise.all([newUser(), newUser()]);
    await grant(subscriber, { stripe_subscription_status: "active" });

    expect(await rejectionOf((await callerFor(free)).membership.cancel())).toEqual({
      trpcCode: "CONFLICT",
      status: 409,
      body: {
        error: "No active membership",
        code: "NO_ACTIVE_MEMBERSHIP",
        message: "You have no membership to cancel.",
      },
    });
    expect(await rejectionOf((await callerFor(subscriber)).membership.cancel())).toMatchObject({
      status: 409,
      body: { code: "USE_BILLING_PORTAL" },
    });
    expect((await (await callerFor(subscriber)).membership.info()).membership.level).toBe("member");
  });

  it("answers 503 for what needs payments when none are configured", async () => {
    const caller = await callerFor(await newUser());
    const unavailable = {
      trpcCode: "SERVICE_UNAVAILABLE",
      status: 503,
      body: {
        error: "Payments are not configured",
        code: "PAYMENTS_NOT_CONFIGURED",
        message: "Payments are not available on this server.",
      },
    };
    expect(await rejectionOf(caller.membership.resume())).toEqual(unavailable);
    expect(await rejectionOf(caller.billing.config())).toEqual(unavailable);
    expect(
      await rejectionOf(
        caller.billing.createCheckoutSession({ membershipLevel: "member", interval: "year" }),
      ),
    ).toEqual(unavailable);
    expect(await rejectionOf(caller.billing.createPortalSession())).toEqual(unavailable);
    expect(await rejectionOf(caller.billing.webhook({ payload: "{}", signature: "t=1,v1=x" }))).toEqual(
      unavailable,
    );
  });
});
