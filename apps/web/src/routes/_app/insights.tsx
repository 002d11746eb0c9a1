import { createFileRoute } from "@tanstack/react-router";

import { InsightsPage } from "../../features/insights/insights-page";
import { insightsQuery } from "../../features/insights/insights-query";
import { chosenYear, readInsightsSearch } from "../../features/insights/insights-search";

export const Route = createFileRoute("/_app/insights")({
  validateSearch: readInsightsSearch,
  loaderDeps: ({ search }) => search,
  // A failure is left to the page's own error and retry, not the router's error screen.
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.allSettled([queryClient.query(insightsQuery(trpc, chosenYear(deps)))]),
  component: InsightsPage,
});
