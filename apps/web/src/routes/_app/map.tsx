import { createFileRoute } from "@tanstack/react-router";

import { MapPage } from "../../features/map/map-page";

export const Route = createFileRoute("/_app/map")({
  // A failure is left to the map page, which says itself that the entries could not be loaded.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.allSettled([queryClient.query(trpc.entries.list.queryOptions())]),
  component: MapPage,
});
