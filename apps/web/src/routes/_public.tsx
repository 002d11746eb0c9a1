import { createFileRoute, Outlet } from "@tanstack/react-router";

import { PublicLayout } from "../features/shell/public-layout";

/** The screens anyone can open: landing, legal pages, e-mail actions (docs/product.md §2). */
export const Route = createFileRoute("/_public")({
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
});
