import { MAP } from "@bitelog/config";

type LatLng = google.maps.LatLngLiteral;

/** Where the map looks: a centre and zoom, or bounds to fit. */
export type MapView =
  { kind: "center"; center: LatLng; zoom: number } | { kind: "fit"; bounds: google.maps.LatLngBoundsLiteral };

/**
 * The view that shows the entries (docs/product.md §9): all their positions, never closer than
 * MAP.maxZoomAfterFit; without entries, the user's position or else the default city at zoom 12.
 */
export function mapView(
  places: readonly LatLng[],
  userPosition: LatLng | null,
  defaultCenter: LatLng,
): MapView {
  const [first] = places;
  if (!first) return { kind: "center", center: userPosition ?? defaultCenter, zoom: MAP.defaultZoom };
  const bounds = boundsOf(places);
  // Fitting a single point would zoom to the tiles' limit; centre on it at the capped zoom instead.
  if (bounds.north === bounds.south && bounds.east === bounds.west) {
    return { kind: "center", center: first, zoom: MAP.maxZoomAfterFit };
  }
  return { kind: "fit", bounds };
}

function boundsOf(places: readonly LatLng[]): google.maps.LatLngBoundsLiteral {
  const lats = places.map((place) => place.lat);
  const lngs = places.map((place) => place.lng);
  return {
    north: Math.max(...lats),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    west: Math.min(...lngs),
  };
}

/** What showView needs of a google.maps.Map (unit tests pass a fake). */
export type ViewableMap = Pick<
  google.maps.Map,
  "fitBounds" | "setCenter" | "setZoom" | "getZoom" | "addListener"
>;

/** Moves the map to `view`; a fit that lands closer than MAP.maxZoomAfterFit is zoomed back out to it. */
export function showView(map: ViewableMap, view: MapView): void {
  if (view.kind === "center") {
    map.setCenter(view.center);
    map.setZoom(view.zoom);
    return;
  }
  // The fitted zoom is known only once the map has settled ("idle"), not when fitBounds returns.
  const settled = map.addListener("idle", () => {
    settled.remove();
    const zoom = map.getZoom();
    if (zoom !== undefined && zoom > MAP.maxZoomAfterFit) map.setZoom(MAP.maxZoomAfterFit);
  });
  map.fitBounds(view.bounds);
}
