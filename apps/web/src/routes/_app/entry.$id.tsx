import { createFileRoute } from "@tanstack/react-router";

import { EntryPage } from "../../features/entries/entry-page";

export const Route = createFileRoute("/_app/entry/$id")({
  component: EntryRoute,
});

function EntryRoute() {
  const { id } = Route.useParams();
  // Another entry is another page: no edit state carries over.
  return <EntryPage key={id} id={id} />;
}
