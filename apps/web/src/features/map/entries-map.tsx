import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";

import { MAP } from "@bitelog/config";

import type { MapsLibraries } from "../../lib/maps-loader";
import type { EntryLocation } from "./entry-locations";
import type { MarkerSelection } from "./use-entry-markers";
import { runtimeConfig } from "../../lib/runtime-config";
import { EntryInfoWindow } from "./entry-info-window";
import { mapView, showView } from "./map-view";
import { useEntryMarkers } from "./use-entry-markers";
import { useUserMarker } from "./use-user-marker";

/**
 * Advanced markers need a map id. Google's demo id needs no Cloud set-up and draws the default style;
 * a styled map would take a map id of the site's own Cloud project.
 */
const MAP_ID = "DEMO_MAP_ID";

interface EntriesMapProps {
  libraries: Pick<MapsLibraries, "maps" | "marker">;
  locations: readonly EntryLocation[];
  userPosition: google.maps.LatLngLiteral | null;
  /** Fixed when the map is made: a change of theme needs a new map (give the component a key). */
  colorScheme: "light" | "dark";
}

/** The Google map with a pin per entry location, the user's position, and an info window per pin. */
export function EntriesMap({ libraries, locations, userPosition, colorScheme }: EntriesMapProps) {
  const { t } = useLingui();
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [selection, setSelection] = useState<MarkerSelection | null>(null);
  const closeInfo = useCallback(() => setSelection(null), []);

  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const created = new libraries.maps.Map(element, {
        center: runtimeConfig.defaultMapCenter,
        zoom: MAP.defaultZoom,
        mapId: MAP_ID,
        colorScheme: colorScheme === "dark" ? "DARK" : "LIGHT",
        // Google's own points of interest would open their info windows over the entries'.
        clickableIcons: false,
        mapTypeControl: false,
        streetViewControl: false,
        // On a phone one finger scrolls the page; two move the map.
        gestureHandling: "cooperative",
      });
      setMap(created);
    },
    [libraries, colorScheme],
  );

  const view = useMemo(
    () =>
      mapView(
        locations.map((location) => location.position),
        userPosition,
        runtimeConfig.defaultMapCenter,
      ),
    [locations, userPosition],
  );
  useEffect(() => {
    if (map) showView(map, view);
  }, [map, view]);

  useEntryMarkers({ map, markerLibrary: libraries.marker, locations, onSelect: setSelection });
  useUserMarker({
    map,
    markerLibrary: libraries.marker,
    position: userPosition,
    title: t({ id: "map.yourLocation", message: "Your location" }),
  });

  return (
    <>
      <div
        ref={attach}
        role="region"
        aria-label={t({ id: "map.regionLabel", message: "Map of your entries" })}
        className="h-[min(70vh,40rem)] min-h-80 w-full overflow-hidden rounded-xl border border-border bg-muted"
      />
      {map && (
        <EntryInfoWindow map={map} mapsLibrary={libraries.maps} selection={selection} onClose={closeInfo} />
      )}
    </>
  );
}
