import { createFileRoute } from "@tanstack/react-router";

import { BROWSE_LETTERS } from "@bitelog/config";

import { BrowsePage } from "../../features/entries/browse-page";
import { oneOf } from "../../lib/search-params";

export const Route = createFileRoute("/_app/browse")({
  validateSearch: (search: Record<string, unknown>): { letter?: string } => ({
    letter: oneOf(BROWSE_LETTERS, search.letter),
  }),
  component: BrowseRoute,
});

function BrowseRoute() {
  const { letter } = Route.useSearch();
  return <BrowsePage letter={letter} />;
}
