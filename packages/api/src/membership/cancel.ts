import type { MembershipDeps, MembershipInfo } from "./membership-info";
import { AppError } from "../errors";
import { lockUser } from "../users/lock-user";
import { grantsMemberPlan, hasLiveSubscription } from "./limits";
import { toMembershipInfo } from "./membership-info";
import { findMembership } from "./membership-row";

/**
 * Ends a membership that has no running subscription (one granted without payment): the user is back
 * on the free plan at once, keeping every entry. A subscription is cancelled in the billing portal
 * instead, where it runs to the end of the period paid for (docs/product.md §4).
 */
export async function cancelMembership({ db, ports, account }: MembershipDeps): Promise<MembershipInfo> {
  const userId = account.id;
  const now = ports.clock.now();
  const row = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const membership = await findMembership(trx, userId);
    if (!grantsMemberPlan(membership, now)) {
      throw new AppError("CONFLICT", {
        error: "No active membership",
        code: "NO_ACTIVE_MEMBERSHIP",
        message: "You have no membership to cancel.",
      });
    }
    if (hasLiveSubscription(membership)) {
      throw new AppError("CONFLICT", {
        error: "Subscription must be cancelled in the billing portal",
        message: "Your membership is a subscription: cancel it in the billing portal.",
        code: "USE_BILLING_PORTAL",
      });
    }
    const ended = { level: "free" as const, expiry_date: null };
    await trx
      .updateTable("memberships")
      .set({ ...ended, updated_at: now })
      .where("user_id", "=", userId)
      .execute();
    return { ...membership, ...ended };
  });
  return toMembershipInfo(row, now, ports.billing);
}
