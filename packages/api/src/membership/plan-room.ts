import type { Db } from "@bitelog/db";

import { AppError } from "../errors";
import { lockUser } from "../users/lock-user";
import { planLimitsFor } from "./limits";

/** What a plan's limits count: the journal's entries, or the places on the list to try. */
export type Counted = "entries" | "places";

/** How many more the plan admits (infinite without a limit), and the limit (null: none). */
export interface PlanRoom {
  left: number;
  limit: number | null;
}

/** The entries in the journal, or the places on the list (those visited have left it). */
function countOf(trx: Db, userId: string, counted: Counted) {
  if (counted === "entries") {
    return trx
      .selectFrom("journal_entries")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
  }
  return trx
    .selectFrom("places_to_try")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("removed_at", "is", null)
    .executeTakeFirstOrThrow();
}

/**
 * How many more entries (or places) the user's plan admits at `now`. Locks the user's row first,
 * so the answer holds until `trx` ends: parallel writers count one after another and cannot pass
 * the limit together.
 */
export async function planRoom(trx: Db, userId: string, counted: Counted, now: Date): Promise<PlanRoom> {
  await lockUser(trx, userId);
  const limits = await planLimitsFor(trx, userId, now);
  const limit = counted === "entries" ? limits.maxEntries : limits.maxPlacesToTry;
  if (limit === null) return { left: Number.POSITIVE_INFINITY, limit };
  const { count } = await countOf(trx, userId, counted);
  return { left: Math.max(0, limit - count), limit };
}

/** Refuses (403) when the plan has no room for `adding` more entries (or places); see planRoom. */
export async function requirePlanRoom(
  trx: Db,
  userId: string,
  counted: Counted,
  now: Date,
  adding = 1,
): Promise<void> {
  const { left, limit } = await planRoom(trx, userId, counted, now);
  if (limit === null || adding <= left) return;
  if (counted === "entries") {
    throw new AppError("FORBIDDEN", {
      error: "Entry limit reached",
      code: "ENTRY_LIMIT_REACHED",
      message: "You have reached your entry limit.",
    });
  }
  throw new AppError("FORBIDDEN", {
    error: "Place limit reached",
    message: `You have reached your limit of ${limit} places to try.`,
    code: "PLACE_LIMIT_REACHED",
    limit,
  });
}
