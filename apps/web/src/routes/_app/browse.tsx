import { createFileRoute } from "@tanstack/react-router";

import { BROWSE_LETTERS } from "@bitelog/config";

import { BrowsePage } from "../../features/entries/browse-page";
import { browseQueryOptions } from "../../features/entries/browse-query";
import { oneOf } from "../../lib/search-params";

export const Route = createFileRoute("/_app/browse")({
  validateSearch: (search: Record<string, unknown>): { letter?: string } => ({
    letter: oneOf(BROWSE_LETTERS, search.letter),
  }),
  loaderDeps: ({ search: { letter } }) => ({ letter }),
  // A failure is left to the page's own error and retry, not the router's error screen.
  loader: ({ context: { queryClient, trpc }, deps: { letter } }) =>
    Promise.allSettled([queryClient.infiniteQuery(browseQueryOptions(trpc, letter))]),
  component: BrowseRoute,
});

function BrowseRoute() {
  const { letter } = Route.useSearch();
  return <BrowsePage letter={letter} />;
}
