import { entriesRouter } from "./entries/router";
import { healthRouter } from "./health/router";
import { photosRouter } from "./photos/router";
import { createCallerFactory, router } from "./trpc";
import { authRouter, userRouter } from "./users/router";

export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  user: userRouter,
  entries: entriesRouter,
  photos: photosRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
