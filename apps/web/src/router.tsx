import type { RouterHistory } from "@tanstack/react-router";
import { createRouter } from "@tanstack/react-router";

import { sessionStore } from "./features/auth/session-store";
import { LoadError } from "./features/shell/load-error";
import { LoadingScreen } from "./features/shell/loading-screen";
import { routeTree } from "./routeTree.gen";

/** How long a page loads before the router shows the pending screen instead (its own default). */
export const PENDING_SCREEN_AFTER_MS = 1000;

/** `history` is the browser's unless given (the build renders the public pages in memory). */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // The signed-in area adds the API (queryClient, trpc) in its beforeLoad, so that the landing
    // page's first paint does not load the API client.
    context: { session: sessionStore },
    defaultPreload: "intent",
    // TanStack Query decides when data is stale: the router calls every loader, which reads the cache.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingScreen,
    defaultPendingMs: PENDING_SCREEN_AFTER_MS,
    defaultErrorComponent: LoadError,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
