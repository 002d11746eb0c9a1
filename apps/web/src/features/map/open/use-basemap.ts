import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";

import type { MapTheme } from "./basemap-style";
import { basemapQuery } from "./basemap-query";
import { styleFor } from "./basemap-style";

/** The style every map of the page draws, in the theme's colours. */
export function useBasemap(theme: MapTheme) {
  const query = useQuery(basemapQuery);
  const style = useMemo(() => (query.data ? styleFor(query.data, theme) : null), [query.data, theme]);
  return {
    style,
    builtIn: query.data?.kind === "builtIn",
    failed: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}
