import type { Db, User } from "@bitelog/db";

import type { Context } from "../context";
import type { Logger } from "../logger";
import type { BillingPort } from "../ports";
import { AppError } from "../errors";

/** What the payment steps work with: payments configured, and the time of the call. */
export interface BillingDeps {
  db: Db;
  billing: BillingPort;
  logger: Logger;
  publicUrl: string;
  now: Date;
}

/** The payment steps of a signed-in call: for the account it acts for. */
export interface AccountBillingDeps extends BillingDeps {
  account: Pick<User, "id" | "email">;
}

/** The billing deps of a call, or 503 when this server runs without payments (no STRIPE_* settings). */
export function billingDeps(ctx: Context): BillingDeps {
  const { billing } = ctx.ports;
  if (!billing) {
    throw new AppError("SERVICE_UNAVAILABLE", {
      error: "Payments are not configured",
      code: "PAYMENTS_NOT_CONFIGURED",
      message: "Payments are not available on this server.",
    });
  }
  return { db: ctx.db, billing, logger: ctx.logger, publicUrl: ctx.publicUrl, now: ctx.ports.clock.now() };
}

/** The billing deps of a signed-in call (see billingDeps), with its account. */
export function accountBillingDeps(ctx: Context & { account: User }): AccountBillingDeps {
  return { ...billingDeps(ctx), account: ctx.account };
}
