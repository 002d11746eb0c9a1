import type { RateLimit } from "@bitelog/config";
import { RATE_LIMITS } from "@bitelog/config";

import type { Context } from "../context";
import { AppError } from "../errors";
import { countHit } from "./count-hit";

/** Procedure path → its limit and that limit's name (the first part of its counters' keys). */
const LIMITS_BY_PROCEDURE = new Map<string, { name: string; limit: RateLimit }>(
  Object.entries(RATE_LIMITS).flatMap(([name, limit]: [string, RateLimit]) =>
    limit.procedures.map((procedure) => [procedure, { name, limit }] as const),
  ),
);

/**
 * Counts a call of `procedure` against its rate limit, if it has one, and refuses it with 429 and
 * Retry-After once the window's calls are spent. Only calls that came over the network count.
 */
export async function enforceRateLimit(ctx: Context, procedure: string): Promise<void> {
  const entry = LIMITS_BY_PROCEDURE.get(procedure);
  if (!entry || ctx.clientAddress === null) return;
  const { name, limit } = entry;
  const subject = limit.per === "user" && ctx.user ? `user:${ctx.user.uid}` : `client:${ctx.clientAddress}`;
  const now = ctx.ports.clock.now();
  const { hits, windowEndsAt } = await countHit(ctx.db, `${name}:${subject}`, limit.windowMs, now);
  if (hits <= limit.limit) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
  throw new AppError(
    "TOO_MANY_REQUESTS",
    {
      error: "Too many requests",
      message: `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
    },
    { retryAfterSeconds },
  );
}
