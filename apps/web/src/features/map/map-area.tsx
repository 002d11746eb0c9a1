import type { PlacePin } from "../places-to-try/place-pins";
import type { EntryLocation } from "./entry-locations";
import { mapProvider } from "../../lib/map-provider";
import { useGoogleMaps } from "../location/use-google-maps";
import { useTheme } from "../theme/theme-store";
import { EntriesMap } from "./entries-map";
import { MapPlaceholder } from "./map-placeholder";
import { MapUnavailable } from "./map-unavailable";
import { useOpenMap } from "./use-open-map";

interface MapAreaProps {
  locations: readonly EntryLocation[];
  userPosition: google.maps.LatLngLiteral | null;
  /** The places to try shown (issue 33), on either map. */
  places: readonly PlacePin[];
}

/** The map of the configured provider once its code has loaded; until then a placeholder, and a notice if it cannot load. */
export function MapArea(props: MapAreaProps) {
  return mapProvider === "google" ? <GoogleMapArea {...props} /> : <OpenMapArea {...props} />;
}

function OpenMapArea({ locations, userPosition, places }: MapAreaProps) {
  const openMap = useOpenMap();
  switch (openMap.status) {
    case "loading":
      return <MapPlaceholder />;
    case "failed":
      return <MapUnavailable reason="failed" onRetry={openMap.retry} />;
    case "ready":
      return (
        <openMap.module.OpenEntriesMap locations={locations} userPosition={userPosition} places={places} />
      );
  }
}

function GoogleMapArea({ locations, userPosition, places }: MapAreaProps) {
  const { theme } = useTheme();
  const maps = useGoogleMaps(["maps", "marker"]);
  switch (maps.status) {
    case "loading":
      return <MapPlaceholder />;
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
          places={places}
          colorScheme={theme}
        />
      );
  }
}
