import { createFileRoute } from "@tanstack/react-router";

import { InsightsPage } from "../../features/insights/insights-page";
import { chosenYear, readInsightsSearch } from "../../features/insights/insights-search";
import { insightsQuery } from "../../features/insights/use-insights";

export const Route = createFileRoute("/_app/insights")({
  validateSearch: readInsightsSearch,
  loaderDeps: ({ search }) => search,
  // A failure is left to the page's own error and retry, not the router's error screen.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([queryClient.query(insightsQuery(chosenYear(deps)))]),
  component: InsightsPage,
});
