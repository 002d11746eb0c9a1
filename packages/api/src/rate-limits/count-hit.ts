import { sql } from "kysely";

import type { Db } from "@bitelog/db";

/**
 * Counts one call against `key` in the fixed window of `windowMs` that `now` falls in, in one
 * atomic statement (concurrent calls, from any server copy, each get their own count), and
 * answers the count and when the window ends. A copy whose clock runs a little behind counts into
 * the window already begun rather than starting an older one again.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; windowEndsAt: Date }> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const { rows } = await sql<{ hits: number; window_start: Date }>`
    insert into rate_limit_counters as counter (key, window_start, hits)
    values (${key}, ${windowStart}, 1)
    on conflict (key) do update set
      hits = case when excluded.window_start > counter.window_start then 1 else counter.hits + 1 end,
      window_start = greatest(counter.window_start, excluded.window_start)
    returning hits, window_start`.execute(db);
  const [row] = rows;
  if (!row) throw new Error("the rate-limit counter returned no row");
  return { hits: row.hits, windowEndsAt: new Date(new Date(row.window_start).getTime() + windowMs) };
}

/** Forgets counters whose window ended before `before` (their keys start afresh anyway). */
export async function sweepRateLimitCounters(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("rate_limit_counters")
    .where("window_start", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
