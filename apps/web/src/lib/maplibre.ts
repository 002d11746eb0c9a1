import { setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";

import "maplibre-gl/dist/maplibre-gl.css";

// MapLibre looks for its worker next to its own module, which bundling renames and moves: the build
// emits the worker as an asset of the app's origin (the policy allows workers from 'self').
setWorkerUrl(workerUrl);

export { AttributionControl, LngLatBounds, Map, Marker, NavigationControl, Popup } from "maplibre-gl";
export type { GeoJSONSource, MapOptions, StyleSpecification } from "maplibre-gl";
