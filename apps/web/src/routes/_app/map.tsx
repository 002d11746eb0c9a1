import { createFileRoute } from "@tanstack/react-router";

import { MapPage } from "../../features/map/map-page";
import { basemapQuery } from "../../features/map/open/basemap-query";
import { openMapModuleQuery } from "../../features/map/use-open-map";
import { mapProvider } from "../../lib/map-provider";

export const Route = createFileRoute("/_app/map")({
  // The map's code and basemap load while the entries and places to try do, not after them.
  // A failure is left to the map page, which says itself what could not be loaded.
  loader: ({ context: { queryClient, trpc } }) => {
    if (mapProvider === "open") {
      void queryClient.query(openMapModuleQuery).catch(() => undefined);
      void queryClient.query(basemapQuery).catch(() => undefined);
    }
    // What this device kept from an earlier visit draws at once ("static": not stale for the
    // loader); the page's own queries find it stale and ask the server behind it.
    return Promise.allSettled([
      queryClient.query({ ...trpc.entries.list.queryOptions(), staleTime: "static" }),
      queryClient.query({ ...trpc.placesToTry.list.queryOptions(), staleTime: "static" }),
    ]);
  },
  component: MapPage,
});
