import type { QueryClient } from "@tanstack/react-query";

import { mapProvider } from "../../lib/map-provider";
import { basemapQuery } from "./open/basemap-query";
import { openMapModuleQuery } from "./use-open-map";

/**
 * Starts loading the open map's code and basemap, for a screen about to show the map: they then
 * load while its data does, not after it. A failure is left to the map, which says so itself.
 */
export function preloadOpenMap(queryClient: QueryClient): void {
  if (mapProvider !== "open") return;
  void queryClient.query(openMapModuleQuery).catch(() => undefined);
  void queryClient.query(basemapQuery).catch(() => undefined);
}
