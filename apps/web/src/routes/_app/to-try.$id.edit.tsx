import { createFileRoute } from "@tanstack/react-router";

import { EditPlacePage } from "../../features/places-to-try/edit-place-page";

export const Route = createFileRoute("/_app/to-try/$id/edit")({
  // A failure is left to the page's own error and retry, not the router's error screen.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.allSettled([queryClient.query(trpc.placesToTry.list.queryOptions())]),
  component: EditPlaceRoute,
});

function EditPlaceRoute() {
  const { id } = Route.useParams();
  return <EditPlacePage key={id} id={id} />;
}
