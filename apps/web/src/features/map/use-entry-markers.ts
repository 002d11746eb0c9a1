import type { MarkerClusterer } from "@googlemaps/markerclusterer";
import { useEffect } from "react";

import type { EntryLocation } from "./entry-locations";
import { MAX_UNCLUSTERED } from "./entry-locations";

/** The brand colour (#b45309, see styles.css): pins are drawn by Maps, which needs a plain colour. */
const PIN_COLOURS = { background: "#b45309", borderColor: "#7c2d12", glyphColor: "#ffffff" } as const;

export interface MarkerSelection {
  location: EntryLocation;
  marker: google.maps.marker.AdvancedMarkerElement;
}

interface EntryMarkersOptions {
  map: google.maps.Map | null;
  markerLibrary: google.maps.MarkerLibrary;
  locations: readonly EntryLocation[];
  onSelect: (selection: MarkerSelection) => void;
}

/** One clickable pin per entry location, clustered when there are many; removed when they change. */
export function useEntryMarkers({ map, markerLibrary, locations, onSelect }: EntryMarkersOptions): void {
  useEffect(() => {
    if (!map) return;
    const { AdvancedMarkerElement, PinElement } = markerLibrary;
    const markers = locations.map((location) => {
      const marker = new AdvancedMarkerElement({
        position: location.position,
        title: location.name, // Also the accessible name of the focusable pin.
        gmpClickable: true,
        content: new PinElement(PIN_COLOURS),
      });
      marker.addEventListener("gmp-click", () => onSelect({ location, marker }));
      return marker;
    });
    const showAlone = () => markers.forEach((marker) => (marker.map = map));

    let clusterer: MarkerClusterer | undefined;
    let removed = false;
    if (markers.length <= MAX_UNCLUSTERED) showAlone();
    else {
      // Imported on demand: most journals never need the clustering code.
      import("@googlemaps/markerclusterer")
        .then(({ MarkerClusterer }) => {
          if (!removed) clusterer = new MarkerClusterer({ map, markers });
        })
        .catch(() => {
          if (!removed) showAlone(); // Better every pin than none.
        });
    }
    return () => {
      removed = true;
      clusterer?.clearMarkers();
      clusterer?.setMap(null);
      markers.forEach((marker) => (marker.map = null));
    };
  }, [map, markerLibrary, locations, onSelect]);
}
