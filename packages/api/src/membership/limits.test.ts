import { describe, expect, it } from "vitest";

import { grantsMemberPlan } from "./limits";

const now = new Date("2025-10-27T12:00:00Z");
const later = new Date("2025-11-27T12:00:00Z");
const earlier = new Date("2025-09-27T12:00:00Z");
const member = { level: "member" as const, stripe_subscription_status: null, expiry_date: null };

/** planLimitsFor itself is exercised by the entry and photo limit tests, for free and member accounts. */
describe("grantsMemberPlan", () => {
  it.each([
    ["a live subscription", { ...member, stripe_subscription_status: "active" }],
    ["a trial", { ...member, stripe_subscription_status: "trialing" }],
    ["a payment being retried", { ...member, stripe_subscription_status: "past_due" }],
    ["a membership granted until later", { ...member, expiry_date: later }],
    [
      "an ended subscription with time left on the grant",
      { ...member, stripe_subscription_status: "canceled", expiry_date: later },
    ],
  ])("grants the member plan for %s", (_, membership) => {
    expect(grantsMemberPlan(membership, now)).toBe(true);
  });

  it.each([
    ["no membership", undefined],
    ["the free level", { ...member, level: "free" as const, stripe_subscription_status: "active" }],
    ["an ended subscription", { ...member, stripe_subscription_status: "canceled" }],
    ["an unpaid subscription", { ...member, stripe_subscription_status: "unpaid" }],
    ["an expired grant", { ...member, expiry_date: earlier }],
    ["a grant that ends now", { ...member, expiry_date: now }],
    ["a member row with neither", member],
  ])("gives the free plan for %s", (_, membership) => {
    expect(grantsMemberPlan(membership, now)).toBe(false);
  });
});
