import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect } from "react";

import type { PlacePin } from "./place-pins";
import { Marker } from "../../lib/maplibre";

/**
 * A place to try's pin on the open map: an outlined ring in the info colour, unlike the filled
 * pins of visits, so the two read apart in either theme.
 */
export const PLACE_PIN_CLASS =
  "place-pin size-6 rounded-full border-[3px] border-info bg-background shadow-md ring-2 ring-white/80";

/**
 * The places to try as focusable HTML markers, one each: a list holds few enough that they need
 * no clustering, and they stay apart from the visits' clusters.
 */
export function useOpenPlaceMarkers(
  map: MapLibreMap | null,
  pins: readonly PlacePin[],
  label: (pin: PlacePin) => string,
  onSelect: (pin: PlacePin) => void,
): void {
  useEffect(() => {
    if (!map) return;
    const markers = pins.map((pin) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = PLACE_PIN_CLASS;
      button.setAttribute("aria-label", label(pin));
      button.addEventListener("click", () => onSelect(pin));
      return new Marker({ element: button }).setLngLat([pin.position.lng, pin.position.lat]).addTo(map);
    });
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [map, pins, label, onSelect]);
}
