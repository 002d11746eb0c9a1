import { createFileRoute } from "@tanstack/react-router";

import { DashboardPage } from "../../features/entries/dashboard-page";

// No loader: loaders would run behind the Terms modal, where the API refuses the journal (403).
export const Route = createFileRoute("/_app/dashboard")({
  component: DashboardPage,
});
