import { useEffect } from "react";

import type { PlacePin } from "./place-pins";
import { PLACE_PIN_CLASS } from "./open-place-markers";

interface GooglePlaceMarkersOptions {
  map: google.maps.Map | null;
  markerLibrary: google.maps.MarkerLibrary;
  pins: readonly PlacePin[];
  label: (pin: PlacePin) => string;
  onSelect: (pin: PlacePin, marker: google.maps.marker.AdvancedMarkerElement) => void;
}

/**
 * The places to try on the Google map: one focusable marker each, drawn as on the open map (an
 * outlined ring, unlike the visits' filled pins) and, like there, never clustered.
 */
export function useGooglePlaceMarkers({
  map,
  markerLibrary,
  pins,
  label,
  onSelect,
}: GooglePlaceMarkersOptions): void {
  useEffect(() => {
    if (!map) return;
    const markers = pins.map((pin) => {
      const ring = document.createElement("div");
      ring.className = PLACE_PIN_CLASS;
      const marker = new markerLibrary.AdvancedMarkerElement({
        map,
        position: pin.position,
        title: label(pin), // Also the accessible name of the focusable pin.
        gmpClickable: true,
        content: ring,
      });
      marker.addEventListener("gmp-click", () => onSelect(pin, marker));
      return marker;
    });
    return () => markers.forEach((marker) => (marker.map = null));
  }, [map, markerLibrary, pins, label, onSelect]);
}
