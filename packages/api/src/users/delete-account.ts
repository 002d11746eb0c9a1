import { sql } from "kysely";

import type { Db, User } from "@bitelog/db";

import type { Logger } from "../logger";
import type { Ports } from "../ports";
import { AppError } from "../errors";
import { deleteJournaledFiles, photoFilePaths, scheduleFileDeletion } from "../photos/delete-photo-files";

/** Subscription states in which the member still pays (or is being asked to). */
const PAYING_STATUSES = new Set(["active", "trialing", "past_due", "unpaid", "incomplete"]);

/**
 * Deletes the account and everything in it: entries, photos (rows, then files), membership, and
 * finally the identity-provider user. Rows go in one transaction, which journals the files; files
 * and the identity user can only follow once it has committed, and their failures are logged (the
 * sweeper retries the files) rather than undoing the deletion.
 */
export async function deleteAccount(
  deps: { db: Db; ports: Ports; logger: Logger },
  account: User,
): Promise<{ message: string }> {
  const { db, ports, logger } = deps;
  const firebaseUid = account.firebase_uid;
  if (account.auth_provider !== "firebase" || !firebaseUid) {
    throw new AppError("BAD_REQUEST", {
      error: "Legacy account deletion requires a password.",
      code: "LEGACY_ACCOUNT",
    });
  }

  const storagePaths = await db.transaction().execute(async (trx) => {
    // Holding the user's row keeps a payment webhook from activating a subscription mid-deletion.
    await sql`select 1 from users where id = ${account.id} for update`.execute(trx);
    const membership = await trx
      .selectFrom("memberships")
      .select(["stripe_subscription_id", "stripe_subscription_status"])
      .where("user_id", "=", account.id)
      .executeTakeFirst();
    const status = membership?.stripe_subscription_status;
    if (membership?.stripe_subscription_id && status && PAYING_STATUSES.has(status)) {
      throw new AppError("CONFLICT", {
        error: `Your account cannot be deleted while your subscription is ${status}. Cancel the subscription first.`,
        code: "ACTIVE_SUBSCRIPTION",
        subscriptionStatus: status,
      });
    }
    const photos = await trx
      .selectFrom("entry_photos")
      .innerJoin("journal_entries", "journal_entries.id", "entry_photos.entry_id")
      .select(["entry_photos.storage_path", "entry_photos.thumbnail_path"])
      .where("journal_entries.user_id", "=", account.id)
      .execute();
    await trx.deleteFrom("users").where("id", "=", account.id).execute();
    await scheduleFileDeletion(trx, photoFilePaths(photos), ports.clock.now());
    return photoFilePaths(photos);
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
