import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";

import type { Trpc } from "../lib/trpc";
import { Toaster } from "../components/ui/toaster";
import { NotFound } from "../features/shell/not-found";
import { PublicLayout } from "../features/shell/public-layout";

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
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
    </>
  );
}
