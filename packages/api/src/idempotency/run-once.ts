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
 * Claims the key for a change inside `trx`: undefined when this request is the first with it (the
 * caller then makes the change and records its answer with `recordAnswer`), or the first's answer.
 * A request arriving while the first is still running waits on the claim (the key's row), then gets
 * its answer; if the first failed, nothing was kept and this one makes the change.
 */
export async function claimKey(
  trx: Db,
  once: Once & { key: string },
): Promise<{ answer: unknown } | undefined> {
  const { userId, key, operation } = once;
  const claimed = await trx
    .insertInto("idempotency_keys")
    .values({ user_id: userId, key, operation, answer: null })
    .onConflict((conflict) => conflict.doNothing())
    .returning("key")
    .executeTakeFirst();
  if (claimed) return undefined;
  // The claim conflicted with the row the first request committed.
  const earlier = await keyRow(trx, once, key);
  if (!earlier) throw new Error(`Idempotency key ${key} conflicted, but has no row`);
  return { answer: earlier.answer };
}

/** Keeps the answer to a claimed key (as JSON, as the client receives it) and forgets old keys. */
export async function recordAnswer(
  trx: Db,
  { userId, key }: Once & { key: string },
  answer: unknown,
): Promise<void> {
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
}

/** The answer already given to a key, if any (a cheap look before costly work; claimKey decides). */
export async function answerGiven(db: Db, once: Once): Promise<{ answer: unknown } | undefined> {
  if (once.key === undefined) return undefined;
  const earlier = await keyRow(db, once, once.key);
  return earlier?.answer == null ? undefined : { answer: earlier.answer };
}

/**
 * Runs `change` in one transaction, at most once per key: the first request with a key claims it
 * before writing and records the answer with the change; a later one gets that answer and writes
 * nothing (see claimKey).
 */
export async function runOnce<T>(db: Db, once: Once, change: (trx: Db) => Promise<T>): Promise<T> {
  const { key } = once;
  if (key === undefined) return db.transaction().execute(change);
  return db.transaction().execute(async (trx) => {
    const earlier = await claimKey(trx, { ...once, key });
    if (earlier) return earlier.answer as T;
    const answer = await change(trx);
    await recordAnswer(trx, { ...once, key }, answer);
    return answer;
  });
}

/** The key's row, if any; a key already used for another operation is refused. */
async function keyRow(db: Db, { userId, operation }: Once, key: string) {
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["operation", "answer"])
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .executeTakeFirst();
  if (row && row.operation !== operation) {
    throw new AppError("CONFLICT", {
      error: "Idempotency key reused",
      code: "IDEMPOTENCY_KEY_REUSED",
      message: "idempotencyKey: already used for another change; send a new key.",
    });
  }
  return row;
}
