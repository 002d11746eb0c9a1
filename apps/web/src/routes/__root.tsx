import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";

import type { SessionStore } from "../features/auth/session-store";
import { AppUpdatePrompt } from "../features/offline/app-update-prompt";
import { NotFound } from "../features/shell/not-found";
import { PublicLayout } from "../features/shell/public-layout";
import { Toaster } from "../features/shell/toaster";

/**
 * What every route's beforeLoad and loader get: the session (for the guards). The signed-in area
 * adds the API's queryClient and trpc (routes/_app.tsx).
 */
export interface RouterContext {
  session: SessionStore;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  ),
});

function Root() {
  return (
    <>
      <Outlet />
      <Toaster />
      <AppUpdatePrompt />
    </>
  );
}
