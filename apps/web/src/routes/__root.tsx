import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";

import type { Trpc } from "../lib/trpc";
import { AppHeader } from "../features/shell/app-header";
import { NotFound } from "../features/shell/not-found";

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <Outlet />
    </div>
  );
}
