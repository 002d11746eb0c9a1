import type { User } from "@bitelog/db";

import type { BillingDeps } from "./deps";
import { findMembership, lockUser } from "../membership/membership-row";

/**
 * The user's Stripe customer: made on their first payment step and linked to their membership before
 * anything is paid, so every webhook that follows names a customer we know. The user's row is held
 * meanwhile, so two first steps at once still make one customer.
 */
export async function ensureCustomer(
  deps: Pick<BillingDeps, "db" | "billing" | "now">,
  account: Pick<User, "id" | "email">,
): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, account.id);
    const linked = (await findMembership(trx, account.id)).stripe_customer_id;
    if (linked) return linked;
    const { customerId } = await deps.billing.createCustomer({ email: account.email, userId: account.id });
    await trx
      .insertInto("memberships")
      .values({ user_id: account.id, stripe_customer_id: customerId, updated_at: deps.now })
      .onConflict((conflict) =>
        conflict.column("user_id").doUpdateSet({ stripe_customer_id: customerId, updated_at: deps.now }),
      )
      .execute();
    return customerId;
  });
}
