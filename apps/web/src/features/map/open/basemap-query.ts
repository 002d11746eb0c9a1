import { queryOptions } from "@tanstack/react-query";

import { runtimeConfig } from "../../../lib/runtime-config";
import { loadBasemap } from "./basemap-style";

/** The basemap every map of the page draws, looked up once: the configured style or the built-in one. */
export const basemapQuery = queryOptions({
  queryKey: ["basemap", runtimeConfig.map.styleUrl],
  queryFn: () => loadBasemap(runtimeConfig.map.styleUrl),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  structuralSharing: false,
});
