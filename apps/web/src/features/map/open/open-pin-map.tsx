import type { MapMouseEvent } from "maplibre-gl";
import { useEffect, useEffectEvent, useState } from "react";

import { MAP } from "@bitelog/config";

import type { StyleSpecification } from "../../../lib/maplibre";
import { Marker } from "../../../lib/maplibre";
import { runtimeConfig } from "../../../lib/runtime-config";
import { useTheme } from "../../theme/theme-store";
import { MapPlaceholder } from "../map-placeholder";
import { MapUnavailable } from "../map-unavailable";
import { useBasemap } from "./use-basemap";
import { useMapLibreMap } from "./use-maplibre-map";
import { useTowns } from "./use-towns";

import "./open-map.css";

type LatLng = google.maps.LatLngLiteral;

export interface OpenPinMapProps {
  position: LatLng | null;
  /** The user placed or moved the pin. */
  onChange: (position: LatLng) => void;
  /** Where to look while there is no pin: the user's position when the app has it. */
  around: LatLng | null;
  mapLabel: string;
  pinLabel: string;
}

const HEIGHT = "h-64";

/** A small open map where a click or tap places the entry's pin and dragging it moves it. */
export function OpenPinMap(props: OpenPinMapProps) {
  const { theme } = useTheme();
  const basemap = useBasemap(theme);
  if (basemap.failed) return <MapUnavailable reason="failed" onRetry={basemap.retry} />;
  if (!basemap.style) return <MapPlaceholder className={HEIGHT} />;
  return <PinMapView {...props} style={basemap.style} builtIn={basemap.builtIn} />;
}

/** Six decimals are a tenth of a metre: as fine as a tap can be. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

function PinMapView({
  style,
  position,
  onChange,
  around,
  mapLabel,
  pinLabel,
  builtIn,
}: OpenPinMapProps & { style: StyleSpecification; builtIn: boolean }) {
  const { theme } = useTheme();
  const start = position ?? around ?? runtimeConfig.defaultMapCenter;
  const { ref, map, failed } = useMapLibreMap({
    style,
    center: start,
    zoom: position ? MAP.maxZoomAfterFit : MAP.defaultZoom,
  });
  useTowns(map, builtIn, theme);
  // The default marker: draggable with the mouse, a finger, or the arrow keys once focused.
  const [pin] = useState(() => new Marker({ draggable: true, color: "#b45309" }));
  const place = useEffectEvent((lng: number, lat: number) => onChange({ lat: round(lat), lng: round(lng) }));

  useEffect(() => {
    pin.getElement().setAttribute("aria-label", pinLabel);
  }, [pin, pinLabel]);

  useEffect(() => {
    if (!map) return;
    const clicked = (event: MapMouseEvent) => {
      const { lng, lat } = event.lngLat.wrap();
      place(lng, lat);
    };
    const dragged = () => {
      const { lng, lat } = pin.getLngLat().wrap();
      place(lng, lat);
    };
    map.on("click", clicked);
    pin.on("dragend", dragged);
    return () => {
      map.off("click", clicked);
      pin.off("dragend", dragged);
    };
  }, [map, pin]);

  // A position from outside (a chosen place) is shown; one off screen is brought into view.
  useEffect(() => {
    if (!map) return;
    if (!position) {
      pin.remove();
      return;
    }
    pin.setLngLat([position.lng, position.lat]).addTo(map);
    if (!map.getBounds().contains([position.lng, position.lat])) {
      map.jumpTo({
        center: [position.lng, position.lat],
        zoom: Math.max(map.getZoom(), MAP.maxZoomAfterFit),
      });
    }
  }, [map, pin, position]);

  if (failed) return <MapUnavailable reason="unsupported" />;
  return (
    <div
      ref={ref}
      role="region"
      aria-label={mapLabel}
      aria-busy={map === null}
      className={`${HEIGHT} w-full overflow-hidden rounded-lg border border-border bg-muted`}
    />
  );
}
