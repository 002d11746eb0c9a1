import type { Db } from "@bitelog/db";

import { accountDeletedError } from "./accounts";

/**
 * Holds the user's row until the transaction ends. Every writer of a user's journal, places to try
 * or membership takes it first, as account deletion does: one order of locks, so the writes of one
 * user happen one at a time and never wait for each other. No row: the account was deleted meanwhile.
 */
export async function lockUser(trx: Db, userId: string): Promise<void> {
  const user = await trx
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw accountDeletedError();
}
