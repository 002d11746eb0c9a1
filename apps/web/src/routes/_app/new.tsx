import { createFileRoute } from "@tanstack/react-router";

import { NewEntryPage } from "../../features/entries/new-entry-page";
import { readRepeatVisit } from "../../features/journal/repeat-visit-search";

export const Route = createFileRoute("/_app/new")({
  validateSearch: readRepeatVisit,
  // The photo limit and the entry limit's warning.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.allSettled([
      queryClient.query(trpc.membership.info.queryOptions()),
      queryClient.query(trpc.membership.usage.queryOptions()),
    ]),
  component: NewEntryPage,
});
