import { createRootRoute, Outlet } from "@tanstack/react-router";

import { Toaster } from "../components/ui/toaster";
import { NotFound } from "../features/shell/not-found";
import { PublicLayout } from "../features/shell/public-layout";

export const Route = createRootRoute({
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
