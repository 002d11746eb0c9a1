import { createFileRoute } from "@tanstack/react-router";

import { SEARCH_TERM_MAX_LENGTH } from "@bitelog/config";

import { SearchPage } from "../../features/entries/search-page";
import { text } from "../../lib/search-params";

export const Route = createFileRoute("/_app/search")({
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({
    q: text(search.q, SEARCH_TERM_MAX_LENGTH),
  }),
  loaderDeps: ({ search: { q } }) => ({ q }),
  // A failure is left to the results' own error and retry, not the router's error screen.
  loader: ({ context: { queryClient, trpc }, deps: { q } }) =>
    Promise.allSettled(
      q?.trim()
        ? [
            queryClient.infiniteQuery(
              trpc.entries.search.infiniteQueryOptions(
                { q },
                { getNextPageParam: (page) => page.nextCursor },
              ),
            ),
          ]
        : [],
    ),
  component: SearchRoute,
});

function SearchRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage term={q ?? ""} onSearch={(term) => void navigate({ search: term ? { q: term } : {} })} />
  );
}
