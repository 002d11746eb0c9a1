import { healthRouter } from "./health/router";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  health: healthRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
