import type { Map as MapLibreMap } from "maplibre-gl";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";

import { MAP } from "@bitelog/config";

import type { PlacePin } from "../../places-to-try/place-pins";
import type { EntryLocation } from "../entry-locations";
import type { MapView } from "../map-view";
import type { MarkerLabels } from "./entry-markers";
import { Marker, Popup } from "../../../lib/maplibre";
import { runtimeConfig } from "../../../lib/runtime-config";
import { useOpenPlaceMarkers } from "../../places-to-try/open-place-markers";
import { PlacePopupContent } from "../../places-to-try/place-popup-content";
import { useTheme } from "../../theme/theme-store";
import { EntryPopupContent } from "../entry-popup-content";
import { MapPlaceholder } from "../map-placeholder";
import { MapUnavailable } from "../map-unavailable";
import { mapView } from "../map-view";
import { useOpenEntryMarkers } from "./entry-markers";
import { useBasemap } from "./use-basemap";
import { useMapLibreMap } from "./use-maplibre-map";
import { useTowns } from "./use-towns";

import "./open-map.css";

export interface OpenEntriesMapProps {
  locations: readonly EntryLocation[];
  userPosition: google.maps.LatLngLiteral | null;
  /** The places to try shown (issue 33), in their own style. */
  places: readonly PlacePin[];
}

/** The open map of /map: the configured style (or the built-in basemap), the entries and the user. */
export function OpenEntriesMap(props: OpenEntriesMapProps) {
  const { theme } = useTheme();
  const basemap = useBasemap(theme);
  if (basemap.failed) return <MapUnavailable reason="failed" onRetry={basemap.retry} />;
  if (!basemap.style) return <MapPlaceholder />;
  return (
    <div className="flex flex-col gap-2">
      <EntriesMapView {...props} style={basemap.style} builtIn={basemap.builtIn} />
      {basemap.builtIn && (
        <p className="text-xs text-muted-foreground">
          <Trans id="map.builtInBasemapNotice">
            The detailed map could not be loaded, so a simple world map is shown.
          </Trans>
        </p>
      )}
    </div>
  );
}

/** Moves the map to `view`, never closer than MAP.maxZoomAfterFit when fitting. */
function showView(map: MapLibreMap, view: MapView): void {
  if (view.kind === "center") {
    map.jumpTo({ center: [view.center.lng, view.center.lat], zoom: view.zoom });
    return;
  }
  const { west, south, east, north } = view.bounds;
  map.fitBounds(
    [
      [west, south],
      [east, north],
    ],
    { maxZoom: MAP.maxZoomAfterFit, padding: 40, animate: false },
  );
}

function useMarkerLabels(): MarkerLabels {
  const { t } = useLingui();
  return useMemo(
    () => ({
      entry: (location) =>
        location.precision === "approximate"
          ? t({ id: "map.approximatePin", message: `${location.name} (approximate location)` })
          : location.name,
      cluster: (count) => t({ id: "map.clusterPin", message: `${count} entries here: zoom in` }),
    }),
    [t],
  );
}

/** The chosen pin's popup; its content is rendered by React into the element returned. */
function usePinPopup(
  map: MapLibreMap | null,
  selected: { name: string; position: google.maps.LatLngLiteral } | null,
  onClose: () => void,
) {
  const [content] = useState(() => document.createElement("div"));
  useEffect(() => {
    if (!map || !selected) return;
    // Not closed by a click on the map: the click on the pin that opens it reaches the map too.
    const popup = new Popup({ offset: 14, maxWidth: "18rem", focusAfterOpen: true, closeOnClick: false })
      .setLngLat([selected.position.lng, selected.position.lat])
      .setDOMContent(content)
      .addTo(map);
    const element = popup.getElement();
    element.setAttribute("role", "dialog");
    element.setAttribute("aria-label", selected.name);
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") popup.remove();
    };
    element.addEventListener("keydown", closeOnEscape);
    popup.on("close", onClose);
    return () => {
      popup.off("close", onClose);
      element.removeEventListener("keydown", closeOnEscape);
      popup.remove();
    };
  }, [map, selected, content, onClose]);
  return content;
}

function useUserDot(map: MapLibreMap | null, position: google.maps.LatLngLiteral | null, label: string) {
  useEffect(() => {
    if (!map || !position) return;
    const dot = document.createElement("div");
    dot.setAttribute("role", "img");
    dot.setAttribute("aria-label", label);
    dot.className = "size-4 rounded-full border-2 border-white bg-info shadow-md ring-4 ring-info/30";
    const marker = new Marker({ element: dot }).setLngLat([position.lng, position.lat]).addTo(map);
    return () => void marker.remove();
  }, [map, position, label]);
}

interface EntriesMapViewProps extends OpenEntriesMapProps {
  style: Parameters<typeof useMapLibreMap>[0]["style"];
  builtIn: boolean;
}

function EntriesMapView({ style, builtIn, locations, userPosition, places }: EntriesMapViewProps) {
  const { t } = useLingui();
  const { theme } = useTheme();
  const { ref, map, created, failed } = useMapLibreMap({
    style,
    center: runtimeConfig.defaultMapCenter,
    zoom: MAP.defaultZoom,
  });
  const [selected, setSelected] = useState<EntryLocation | null>(null);
  const close = useCallback(() => setSelected(null), []);
  const [selectedPlace, setSelectedPlace] = useState<PlacePin | null>(null);
  const closePlace = useCallback(() => setSelectedPlace(null), []);

  const view = useMemo(
    () =>
      mapView(
        [...locations, ...places].map((pin) => pin.position),
        userPosition,
        runtimeConfig.defaultMapCenter,
      ),
    [locations, places, userPosition],
  );
  // The view and the markers need no style: they are there before the basemap is drawn.
  useEffect(() => {
    if (created) showView(created, view);
  }, [created, view]);

  const labels = useMarkerLabels();
  useOpenEntryMarkers({ map: created, locations, labels, onSelect: setSelected });
  useTowns(map, builtIn, theme);
  useUserDot(created, userPosition, t({ id: "map.yourLocation", message: "Your location" }));
  const popupContent = usePinPopup(map, selected, close);
  const placeLabel = useCallback(
    (pin: PlacePin) => t({ id: "map.placeToTryPin", message: `${pin.name} (place to try)` }),
    [t],
  );
  useOpenPlaceMarkers(created, places, placeLabel, setSelectedPlace);
  const placePopupContent = usePinPopup(map, selectedPlace, closePlace);

  if (failed) return <MapUnavailable reason="unsupported" />;
  return (
    <>
      <div
        ref={ref}
        role="region"
        aria-label={t({ id: "map.regionLabel", message: "Map of your entries" })}
        aria-busy={map === null}
        data-basemap={builtIn ? "built-in" : "configured"}
        className="h-[min(70vh,40rem)] min-h-80 w-full overflow-hidden rounded-xl border border-border bg-muted"
      />
      {selected && createPortal(<EntryPopupContent location={selected} withName />, popupContent)}
      {selectedPlace && createPortal(<PlacePopupContent pin={selectedPlace} />, placePopupContent)}
    </>
  );
}
