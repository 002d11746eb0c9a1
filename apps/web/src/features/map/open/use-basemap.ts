import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";

import type { MapTheme } from "./basemap-style";
import { runtimeConfig } from "../../../lib/runtime-config";
import { loadBasemap, styleFor } from "./basemap-style";

/** The style every map of the page draws, looked up once: the configured one or the built-in one. */
export function useBasemap(theme: MapTheme) {
  const query = useQuery({
    queryKey: ["basemap", runtimeConfig.map.styleUrl],
    queryFn: () => loadBasemap(runtimeConfig.map.styleUrl),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    structuralSharing: false,
  });
  const style = useMemo(() => (query.data ? styleFor(query.data, theme) : null), [query.data, theme]);
  return {
    style,
    builtIn: query.data?.kind === "builtIn",
    failed: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}
