import { createFileRoute } from "@tanstack/react-router";

import { MapPage } from "../../features/map/map-page";

export const Route = createFileRoute("/_app/map")({
  loader: ({ context: { queryClient, trpc } }) => {
    // Imported here, not at the top: a route file's loader is part of every page's first code.
    void import("../../features/map/preload-open-map").then(({ preloadOpenMap }) =>
      preloadOpenMap(queryClient),
    );
    // What this device kept from an earlier visit draws at once ("static": not stale for the
    // loader); the page's own queries find it stale and ask the server behind it. A failure is
    // left to the map page, which says itself what could not be loaded.
    return Promise.allSettled([
      queryClient.query({ ...trpc.entries.list.queryOptions(), staleTime: "static" }),
      queryClient.query({ ...trpc.placesToTry.list.queryOptions(), staleTime: "static" }),
    ]);
  },
  component: MapPage,
});
