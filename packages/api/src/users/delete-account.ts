import type { Db, User } from "@bitelog/db";

import type { Logger } from "../logger";
import type { MembershipRow } from "../membership/membership-row";
import type { Ports } from "../ports";
import { AppError } from "../errors";
import { findMembership } from "../membership/membership-row";
import { deleteJournaledFiles, photoFilePaths, scheduleFileDeletion } from "../photos/delete-photo-files";
import { recordDeletedIdentity } from "./accounts";
import { lockUser } from "./lock-user";

/** Subscription states in which the member still pays (or is being asked to). */
const PAYING_STATUSES = new Set(["active", "trialing", "past_due", "unpaid", "incomplete"]);

/** The subscription the member still pays for, if any. */
function payingSubscription(membership: MembershipRow): { id: string; status: string } | null {
  const { stripe_subscription_id: id, stripe_subscription_status: status } = membership;
  return id && status && PAYING_STATUSES.has(status) ? { id, status } : null;
}

function activeSubscriptionError(status: string): AppError {
  return new AppError("CONFLICT", {
    error: `Your account cannot be deleted while your subscription is ${status}. Cancel the subscription first.`,
    code: "ACTIVE_SUBSCRIPTION",
    subscriptionStatus: status,
  });
}

/**
 * Ends at once a subscription that was already set to end with its period, so deleting the account
 * charges nothing more; one that renews is refused (the member decides about it in the billing
 * portal). Called before the deletion's transaction: the payment provider is never called inside one.
 * Resolves the id of the subscription it ended.
 */
async function endSubscriptionSetToEnd(
  deps: { db: Db; ports: Ports; logger: Logger },
  account: User,
): Promise<string | null> {
  const membership = await findMembership(deps.db, account.id);
  const paying = payingSubscription(membership);
  if (!paying) return null;
  if (!membership.stripe_cancel_at_period_end) throw activeSubscriptionError(paying.status);
  if (!deps.ports.billing) {
    throw new AppError("SERVICE_UNAVAILABLE", {
      error: "Payments are not configured",
      code: "PAYMENTS_NOT_CONFIGURED",
      message: "Your subscription cannot be ended on this server, so the account cannot be deleted yet.",
    });
  }
  await deps.ports.billing.cancelSubscription(paying.id);
  deps.logger.info({ userId: account.id }, "subscription set to end cancelled for account deletion");
  return paying.id;
}

/**
 * Deletes the account and everything in it: entries, photos (rows, then files), membership, and
 * finally the identity-provider user. A subscription set to end is ended first; then the identity
 * is disabled, so that the provider refuses its tokens to every sign-in from then on. Rows go in one
 * transaction, which journals the files and records the uid as deleted (no sign-in racing this one
 * on any server copy can create the account again: see upsertAccount). Should the transaction fail,
 * the identity is enabled again. Files and the identity user can only follow once it has committed,
 * and their failures are logged (the sweeper retries the files; a user left at the provider stays
 * disabled, and its uid refused) rather than undoing the deletion.
 */
export async function deleteAccount(deps: {
  db: Db;
  ports: Ports;
  logger: Logger;
  account: User;
}): Promise<{ message: string }> {
  const { db, ports, logger, account } = deps;
  const firebaseUid = account.firebase_uid;
  if (account.auth_provider !== "firebase" || !firebaseUid) {
    throw new AppError("BAD_REQUEST", {
      error: "Legacy account deletion requires a password.",
      code: "LEGACY_ACCOUNT",
    });
  }

  const ended = await endSubscriptionSetToEnd(deps, account);
  await ports.identity.setUserDisabled(firebaseUid, true);
  const storagePaths = await db
    .transaction()
    .execute(async (trx) => {
      // Holding the user's row keeps a payment webhook from activating a subscription mid-deletion.
      await lockUser(trx, account.id);
      // Another subscription than the one just ended (a payment that completed meanwhile) still blocks.
      const paying = payingSubscription(await findMembership(trx, account.id));
      if (paying && paying.id !== ended) throw activeSubscriptionError(paying.status);
      const photos = await trx
        .selectFrom("entry_photos")
        .innerJoin("journal_entries", "journal_entries.id", "entry_photos.entry_id")
        .select(["entry_photos.storage_path", "entry_photos.thumbnail_path"])
        .where("journal_entries.user_id", "=", account.id)
        .execute();
      await trx.deleteFrom("users").where("id", "=", account.id).execute();
      await recordDeletedIdentity(trx, firebaseUid);
      await scheduleFileDeletion(trx, photoFilePaths(photos), ports.clock.now());
      return photoFilePaths(photos);
    })
    .catch(async (error: unknown) => {
      // The account is still there: its owner must be able to sign in to it.
      await ports.identity.setUserDisabled(firebaseUid, false).catch((enableError: unknown) => {
        logger.error(
          { err: enableError, userId: account.id },
          "identity left disabled after a failed deletion",
        );
      });
      throw error;
    });

  await deleteJournaledFiles(deps, storagePaths, `account ${account.id} deleted`);
  try {
    await ports.identity.deleteUser(firebaseUid);
  } catch (error) {
    logger.warn({ err: error, userId: account.id }, "identity user not deleted");
  }
  logger.info({ userId: account.id }, "account deleted");
  return { message: "Account deleted successfully" };
}
