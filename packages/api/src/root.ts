import { healthRouter } from "./health/router";
import { createCallerFactory, router } from "./trpc";
import { authRouter, userRouter } from "./users/router";

export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  user: userRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
