import type { Updateable } from "kysely";

import type { Db, MembershipsTable } from "@bitelog/db";

import type { MembershipRow } from "../membership/membership-row";
import type { BillingSubscription, BillingWebhookEvent } from "../ports";
import type { BillingDeps } from "./deps";
import { MEMBERSHIP_COLUMNS } from "../membership/membership-row";

export type SyncResult =
  | { status: "synced"; userId: string; membership: MembershipRow }
  | { status: "unknown customer" }
  | { status: "duplicate event" };

/** Subscriptions that were never paid (Checkout still collecting, or given up): no membership came of them. */
const NEVER_PAID = new Set(["incomplete", "incomplete_expired"]);

/** Our membership columns for the subscription the provider reports; nothing of ours goes into them. */
function subscriptionColumns(subscription: BillingSubscription | null): Updateable<MembershipsTable> {
  if (!subscription) {
    return {
      stripe_subscription_id: null,
      stripe_subscription_status: null,
      stripe_price_id: null,
      stripe_cancel_at_period_end: false,
      stripe_subscription_current_period_end: null,
    };
  }
  return {
    // A paid subscription makes a member, and from then on it alone says how long (a grant's end no longer
    // applies). Once it ends the level stays "member", expired: the card then offers Renew
    // (docs/product.md §2).
    ...(NEVER_PAID.has(subscription.status) ? {} : { level: "member" as const, expiry_date: null }),
    stripe_subscription_id: subscription.id,
    stripe_subscription_status: subscription.status,
    stripe_price_id: subscription.priceId,
    stripe_cancel_at_period_end: subscription.cancelAtPeriodEnd,
    stripe_subscription_current_period_end: subscription.currentPeriodEnd,
  };
}

async function isRecorded(db: Db, eventId: string): Promise<boolean> {
  const row = await db.selectFrom("stripe_events").select("id").where("id", "=", eventId).executeTakeFirst();
  return row !== undefined;
}

/** Records a webhook event; false when it was recorded before (a retry or a replay). */
async function recordEvent(trx: Db, event: Pick<BillingWebhookEvent, "id" | "type">): Promise<boolean> {
  const inserted = await trx
    .insertInto("stripe_events")
    .values({ id: event.id, type: event.type })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Makes the membership of a Stripe customer what Stripe says it is now: re-reads the customer's
 * subscription and writes it, whatever event (if any) prompted the call. The result depends only on
 * Stripe's current state, so syncing twice, or for events that arrive out of order, ends the same.
 *
 * Stripe is read outside any transaction, so that a slow Stripe holds no row: the sync first takes
 * the next number of the membership's syncs, then reads Stripe, then in a short transaction writes
 * what it read unless a sync numbered later (whose read began later) has written already; of two
 * syncs whose reads cross, the later read stays. With an `event`, it is recorded in that
 * transaction: a replay changes nothing, and an event whose sync failed is taken again when Stripe
 * retries.
 */
export async function syncSubscription(
  deps: Pick<BillingDeps, "db" | "billing" | "now">,
  customerId: string,
  options: { event?: Pick<BillingWebhookEvent, "id" | "type"> } = {},
): Promise<SyncResult> {
  const { event } = options;
  if (event && (await isRecorded(deps.db, event.id))) return { status: "duplicate event" };
  const ticket = await deps.db
    .updateTable("memberships")
    .set((eb) => ({ stripe_sync_requested: eb("stripe_sync_requested", "+", 1) }))
    .where("stripe_customer_id", "=", customerId)
    .returning(["user_id", "stripe_sync_requested"])
    .executeTakeFirst();
  if (!ticket) return { status: "unknown customer" };

  const subscription = await deps.billing.findSubscription(customerId);

  return deps.db.transaction().execute(async (trx): Promise<SyncResult> => {
    // FOR UPDATE over the join locks the user's row too, the lock account deletion takes.
    const owner = await trx
      .selectFrom("memberships")
      .innerJoin("users", "users.id", "memberships.user_id")
      .select("memberships.user_id")
      .where("memberships.user_id", "=", ticket.user_id)
      .forUpdate()
      .executeTakeFirst();
    if (!owner) return { status: "unknown customer" };
    if (event && !(await recordEvent(trx, event))) return { status: "duplicate event" };
    const written = await trx
      .updateTable("memberships")
      .set({
        ...subscriptionColumns(subscription),
        stripe_sync_applied: ticket.stripe_sync_requested,
        updated_at: deps.now,
      })
      .where("user_id", "=", owner.user_id)
      .where("stripe_sync_applied", "<", ticket.stripe_sync_requested)
      .returning(MEMBERSHIP_COLUMNS)
      .executeTakeFirst();
    // Not written: a sync whose read began after this one's has written Stripe's newer state.
    const membership =
      written ??
      (await trx
        .selectFrom("memberships")
        .select(MEMBERSHIP_COLUMNS)
        .where("user_id", "=", owner.user_id)
        .executeTakeFirstOrThrow());
    return { status: "synced", userId: owner.user_id, membership };
  });
}

/** syncSubscription for the customer of a signed-in user's own membership, which always exists. */
export async function syncOwnSubscription(
  deps: Pick<BillingDeps, "db" | "billing" | "now">,
  customerId: string,
): Promise<MembershipRow> {
  const result = await syncSubscription(deps, customerId);
  if (result.status !== "synced") throw new Error(`Stripe customer ${customerId} has no membership`);
  return result.membership;
}
