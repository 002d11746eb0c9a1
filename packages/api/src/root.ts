import { billingRouter } from "./billing/router";
import { entriesRouter } from "./entries/router";
import { healthRouter } from "./health/router";
import { membershipRouter } from "./membership/router";
import { photosRouter } from "./photos/router";
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
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
