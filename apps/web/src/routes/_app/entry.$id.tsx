import { createFileRoute, notFound } from "@tanstack/react-router";

import { EntryLoadError } from "../../features/entries/entry-load-error";
import { EntryNotFound } from "../../features/entries/entry-not-found";
import { EntryPage } from "../../features/entries/entry-page";
import { entryQuery } from "../../features/entries/entry-query";
import { QueuedEntryPage } from "../../features/entries/queued-entry-page";
import { isLocalEntryId } from "../../features/outbox/local-id";
import { httpStatus } from "../../lib/query-retry";

export const Route = createFileRoute("/_app/entry/$id")({
  loader: async ({ context: { queryClient, trpc }, params: { id } }) => {
    // Made on this device and not sent yet: the outbox holds it (issue 21).
    if (isLocalEntryId(id)) return;
    // The "shared" badge: not worth waiting for.
    void queryClient.query(trpc.sharing.sharedEntryIds.queryOptions()).catch(() => undefined);
    try {
      await queryClient.query(entryQuery({ trpc, queryClient }, id));
    } catch (error) {
      // An id that is not an entry's (malformed, deleted, or another person's) is answered alike.
      const status = httpStatus(error);
      if (status === 400 || status === 404) throw notFound();
      throw error;
    }
  },
  notFoundComponent: EntryNotFound,
  errorComponent: EntryLoadError,
  component: EntryRoute,
});

function EntryRoute() {
  const { id } = Route.useParams();
  // Another entry is another page: no edit state carries over.
  return isLocalEntryId(id) ? <QueuedEntryPage key={id} id={id} /> : <EntryPage key={id} id={id} />;
}
