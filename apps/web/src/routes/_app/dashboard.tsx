import { createFileRoute } from "@tanstack/react-router";

import { DashboardPage } from "../../features/entries/dashboard-page";
import { readArrangement } from "../../features/journal/journal-arrangement";

export const Route = createFileRoute("/_app/dashboard")({
  validateSearch: readArrangement,
  // A failure is left to the dashboard's own error and retry (docs/product.md §8), not the router's error
  // screen.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.allSettled([
      queryClient.query(trpc.entries.list.queryOptions()),
      queryClient.query(trpc.sharing.sharedEntryIds.queryOptions()),
      queryClient.query(trpc.membership.info.queryOptions()),
      queryClient.query(trpc.membership.usage.queryOptions()),
    ]),
  component: DashboardPage,
});
