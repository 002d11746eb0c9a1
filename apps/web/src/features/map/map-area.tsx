import { useLingui } from "@lingui/react/macro";

import type { EntryLocation } from "./entry-locations";
import { Skeleton } from "../../components/ui/skeleton";
import { Spinner } from "../../components/ui/spinner";
import { useTheme } from "../theme/theme-store";
import { EntriesMap } from "./entries-map";
import { MapUnavailable } from "./map-unavailable";
import { useGoogleMaps } from "./use-google-maps";

interface MapAreaProps {
  locations: readonly EntryLocation[];
  userPosition: google.maps.LatLngLiteral | null;
}

/** The map once Google Maps has loaded; until then a placeholder, and a notice if it cannot load. */
export function MapArea({ locations, userPosition }: MapAreaProps) {
  const { t } = useLingui();
  const { theme } = useTheme();
  const maps = useGoogleMaps(["maps", "marker"]);

  switch (maps.status) {
    case "loading":
      return (
        <div className="relative">
          <Skeleton className="h-[min(70vh,40rem)] min-h-80 w-full rounded-xl" />
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner className="size-6" label={t({ id: "map.loading", message: "Loading the map…" })} />
          </div>
        </div>
      );
    case "missingKey":
      return <MapUnavailable reason="missingKey" />;
    case "failed":
      return <MapUnavailable reason="failed" onRetry={maps.retry} />;
    case "ready":
      // Keyed by theme: Google fixes a map's colour scheme when the map is made.
      return (
        <EntriesMap
          key={theme}
          libraries={maps.libraries}
          locations={locations}
          userPosition={userPosition}
          colorScheme={theme}
        />
      );
  }
}
