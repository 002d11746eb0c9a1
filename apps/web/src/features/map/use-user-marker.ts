import { useEffect } from "react";

interface UserMarkerOptions {
  map: google.maps.Map | null;
  markerLibrary: google.maps.MarkerLibrary;
  position: google.maps.LatLngLiteral | null;
  title: string;
}

/** The user's own position: a dot unlike the entries' pins, drawn above them. */
export function useUserMarker({ map, markerLibrary, position, title }: UserMarkerOptions): void {
  useEffect(() => {
    if (!map || !position) return;
    const dot = document.createElement("div");
    dot.className = "size-4 rounded-full border-2 border-white bg-info shadow-md ring-4 ring-info/30";
    const marker = new markerLibrary.AdvancedMarkerElement({
      map,
      position,
      title,
      content: dot,
      zIndex: 1000,
    });
    return () => {
      marker.map = null;
    };
  }, [map, markerLibrary, position, title]);
}
