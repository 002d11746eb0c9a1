import { sql } from "kysely";
import { z } from "zod";

import type { Db } from "@bitelog/db";

import { AppError } from "../errors";

/** A client's key for one change (a UUID, typically): letters, digits, "-" and "_". */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\w-]{8,100}$/, "must be 8 to 100 letters, digits, - or _");

/** How long a key answers again: far longer than a device stays offline with changes queued. */
const KEY_LIFETIME = sql`interval '90 days'`;

interface Once {
  userId: string;
  /** Absent: the change runs as any other. */
  key: string | undefined;
  /** What the key is for (the procedure's name): the same key for another change is refused. */
  operation: string;
}

/**
 * Runs `change` in one transaction, at most once per key. The first request with a key claims it
 * before writing and records the answer with the change; a later one gets that answer and writes
 * nothing. A request arriving while the first is still running waits on the claim (the key's row),
 * then gets its answer; if the first failed, nothing was kept and the later one runs the change.
 * Answers are stored as JSON, as the client receives them.
 */
export async function runOnce<T>(db: Db, once: Once, change: (trx: Db) => Promise<T>): Promise<T> {
  const { userId, key, operation } = once;
  if (key === undefined) return db.transaction().execute(change);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("idempotency_keys")
      .values({ user_id: userId, key, operation, answer: null })
      .onConflict((conflict) => conflict.doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!claimed) return earlierAnswer<T>(trx, once, key);
    const answer = await change(trx);
    await trx
      .updateTable("idempotency_keys")
      .set({ answer: JSON.stringify(answer) })
      .where("user_id", "=", userId)
      .where("key", "=", key)
      .execute();
    await trx
      .deleteFrom("idempotency_keys")
      .where("user_id", "=", userId)
      .where("created_at", "<", sql<Date>`now() - ${KEY_LIFETIME}`)
      .execute();
    return answer;
  });
}

async function earlierAnswer<T>(trx: Db, { userId, operation }: Once, key: string): Promise<T> {
  const earlier = await trx
    .selectFrom("idempotency_keys")
    .select(["operation", "answer"])
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  if (earlier.operation !== operation) {
    throw new AppError("CONFLICT", {
      error: "Idempotency key reused",
      message: "idempotencyKey: already used for another change; send a new key.",
    });
  }
  return earlier.answer as T;
}
