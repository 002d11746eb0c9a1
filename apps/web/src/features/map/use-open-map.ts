import { queryOptions, useQuery } from "@tanstack/react-query";

import type * as OpenMapModule from "./open/open-map-module";

export type OpenMap =
  | { status: "loading" }
  | { status: "ready"; module: typeof OpenMapModule }
  | { status: "failed"; retry: () => void };

/** The open map's code (MapLibre and its components), downloaded once by the first screen that needs it. */
export const openMapModuleQuery = queryOptions({
  queryKey: ["open-map-module"],
  queryFn: () => import("./open/open-map-module"),
  staleTime: Infinity,
  gcTime: Infinity,
  structuralSharing: false, // A module, not data to compare.
});

export function useOpenMap(): OpenMap {
  const query = useQuery(openMapModuleQuery);
  if (query.isSuccess) return { status: "ready", module: query.data };
  if (query.isError && !query.isFetching) return { status: "failed", retry: () => void query.refetch() };
  return { status: "loading" };
}
