import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";

import { MAP } from "@bitelog/config";

import type { MapsLibraries } from "../../lib/maps-loader";
import type { PlacePin } from "../places-to-try/place-pins";
import type { EntryLocation } from "./entry-locations";
import type { PinSelection } from "./pin-info-window";
import type { MarkerSelection } from "./use-entry-markers";
import { runtimeConfig } from "../../lib/runtime-config";
import { useGooglePlaceMarkers } from "../places-to-try/google-place-markers";
import { PlacePopupContent } from "../places-to-try/place-popup-content";
import { EntryPopupContent } from "./entry-popup-content";
import { mapView, showView } from "./map-view";
import { PinInfoWindow } from "./pin-info-window";
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
  /** The places to try shown (issue 33), in their own style. */
  places: readonly PlacePin[];
  /** Fixed when the map is made: a change of theme needs a new map (give the component a key). */
  colorScheme: "light" | "dark";
}

/**
 * The Google map with a pin per entry location and per place to try, the user's position, and an
 * info window per pin.
 */
export function EntriesMap({ libraries, locations, userPosition, places, colorScheme }: EntriesMapProps) {
  const { t } = useLingui();
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [selection, setSelection] = useState<PinSelection | null>(null);
  const closeInfo = useCallback(() => setSelection(null), []);
  const selectEntry = useCallback(
    ({ location, marker }: MarkerSelection) =>
      setSelection({ marker, name: location.name, content: <EntryPopupContent location={location} /> }),
    [],
  );
  const selectPlace = useCallback(
    (pin: PlacePin, marker: google.maps.marker.AdvancedMarkerElement) =>
      setSelection({ marker, name: pin.name, content: <PlacePopupContent pin={pin} /> }),
    [],
  );
  const placeLabel = useCallback(
    (pin: PlacePin) => t({ id: "map.placeToTryPin", message: `${pin.name} (place to try)` }),
    [t],
  );

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
        [...locations, ...places].map((pin) => pin.position),
        userPosition,
        runtimeConfig.defaultMapCenter,
      ),
    [locations, places, userPosition],
  );
  useEffect(() => {
    if (map) showView(map, view);
  }, [map, view]);

  useEntryMarkers({ map, markerLibrary: libraries.marker, locations, onSelect: selectEntry });
  useGooglePlaceMarkers({
    map,
    markerLibrary: libraries.marker,
    pins: places,
    label: placeLabel,
    onSelect: selectPlace,
  });
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
        <PinInfoWindow map={map} mapsLibrary={libraries.maps} selection={selection} onClose={closeInfo} />
      )}
    </>
  );
}
