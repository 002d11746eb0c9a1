import type { User } from "@bitelog/db";

import type { BillingDeps } from "./deps";
import { findMembership } from "../membership/membership-row";

/**
 * The user's Stripe customer: made on their first payment step and linked to their membership before
 * anything is paid, so every webhook that follows names a customer we know. Stripe is called outside
 * any transaction; two first steps at once may each make a customer, and the link written first is
 * the one both use (the other customer is left without a subscription).
 */
export async function ensureCustomer(
  deps: Pick<BillingDeps, "db" | "billing" | "now">,
  account: Pick<User, "id" | "email">,
): Promise<string> {
  const linked = (await findMembership(deps.db, account.id)).stripe_customer_id;
  if (linked) return linked;
  const { customerId } = await deps.billing.createCustomer({ email: account.email, userId: account.id });
  const { stripe_customer_id: kept } = await deps.db
    .insertInto("memberships")
    .values({ user_id: account.id, stripe_customer_id: customerId, updated_at: deps.now })
    .onConflict((conflict) =>
      conflict.column("user_id").doUpdateSet((eb) => ({
        stripe_customer_id: eb.fn.coalesce("memberships.stripe_customer_id", "excluded.stripe_customer_id"),
        updated_at: deps.now,
      })),
    )
    .returning("stripe_customer_id")
    .executeTakeFirstOrThrow();
  return kept ?? customerId;
}
