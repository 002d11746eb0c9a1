import type { RateLimit } from "@bitelog/config";

import type { Context } from "../context";
import { AppError } from "../errors";
import { countHit } from "./count-hit";

/**
 * Counts a call against `limit` and refuses it with 429 and Retry-After once the window's calls
 * are spent. Only calls that came over the network count.
 */
export async function enforceRateLimit(ctx: Context, limit: RateLimit): Promise<void> {
  if (ctx.clientAddress === null) return;
  const subject = limit.per === "user" && ctx.user ? `user:${ctx.user.uid}` : `client:${ctx.clientAddress}`;
  const now = ctx.ports.clock.now();
  const { hits, windowEndsAt } = await countHit(ctx.db, `${limit.name}:${subject}`, limit.windowMs, now);
  if (hits <= (ctx.rateLimitOverrides?.get(limit) ?? limit.limit)) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
  throw new AppError(
    "TOO_MANY_REQUESTS",
    {
      error: "Too many requests",
      code: "RATE_LIMITED",
      message: `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
    },
    { retryAfterSeconds },
  );
}
