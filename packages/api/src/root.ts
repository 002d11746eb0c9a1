import type { AnyProcedure, TRPCRouterRecord } from "@trpc/server";

import type { ProcedureMeta } from "./trpc";
import { billingRouter } from "./billing/router";
import { entriesRouter } from "./entries/router";
import { healthRouter } from "./health/router";
import { insightsRouter } from "./insights/router";
import { membershipRouter } from "./membership/router";
import { photosRouter } from "./photos/router";
import { placesToTryRouter } from "./places-to-try/router";
import { sharingRouter } from "./sharing/router";
import { transferRouter } from "./transfer/router";
import { createCallerFactory, router } from "./trpc";
import { authRouter, userRouter } from "./users/router";

export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  user: userRouter,
  entries: entriesRouter,
  photos: photosRouter,
  membership: membershipRouter,
  billing: billingRouter,
  sharing: sharingRouter,
  transfer: transferRouter,
  insights: insightsRouter,
  placesToTry: placesToTryRouter,
});

export type AppRouter = typeof appRouter;

/** tRPC's procedures are functions; the rest of a router's record are records of them. */
const isProcedure = (item: unknown): item is AnyProcedure => typeof item === "function";

/** `record` without the procedures declared restOnly, at every depth. */
function withoutRestOnly(record: TRPCRouterRecord): TRPCRouterRecord {
  const kept: TRPCRouterRecord = {};
  for (const [key, item] of Object.entries(record)) {
    if (!isProcedure(item)) kept[key] = withoutRestOnly(item);
    else if (!(item._def.meta as ProcedureMeta | undefined)?.restOnly) kept[key] = item;
  }
  return kept;
}

/**
 * What the public /trpc endpoint serves: every procedure but those declared restOnly, which only
 * the server's own routes call (through createCaller on the full router). Typed as the full
 * router: tRPC keeps no procedure's meta in its type, and the web app calls none of them.
 */
export const webRouter = router(withoutRestOnly(appRouter._def.record)) as unknown as AppRouter;

export const createCaller = createCallerFactory(appRouter);
