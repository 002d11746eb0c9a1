import type { MapOptions, StyleSpecification } from "maplibre-gl";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";

import { Map, NavigationControl } from "../../../lib/maplibre";

export interface MapLibreMapOptions {
  style: StyleSpecification;
  /** Where the map opens, until its owner moves it. */
  center: google.maps.LatLngLiteral;
  zoom: number;
}

/** MapLibre's own texts (controls, gestures help) in the app's language. */
function useMapLibreLocale(): Record<string, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      "NavigationControl.ZoomIn": t({ id: "map.zoomIn", message: "Zoom in" }),
      "NavigationControl.ZoomOut": t({ id: "map.zoomOut", message: "Zoom out" }),
      "AttributionControl.ToggleAttribution": t({ id: "map.toggleCredits", message: "Show map credits" }),
      "Popup.Close": t({ id: "map.closePopup", message: "Close" }),
      "CooperativeGesturesHandler.WindowsHelpText": t({
        id: "map.zoomHelpWindows",
        message: "Use Ctrl + scroll to zoom the map",
      }),
      "CooperativeGesturesHandler.MacHelpText": t({
        id: "map.zoomHelpMac",
        message: "Use ⌘ + scroll to zoom the map",
      }),
      "CooperativeGesturesHandler.MobileHelpText": t({
        id: "map.moveHelpMobile",
        message: "Use two fingers to move the map",
      }),
    }),
    [t],
  );
}

/** MapLibre draws with WebGL; a browser without it (or with it switched off) cannot show the map. */
function createMap(options: MapOptions): Map | null {
  try {
    return new Map(options);
  } catch {
    return null;
  }
}

/**
 * A MapLibre map in the element given to `ref`, handed out once its style has loaded (`map`, null
 * until then) and as soon as it exists (`created`: enough for HTML markers and moving the view,
 * which need no style); `failed` when the browser cannot draw it. A new style makes a new map.
 */
export function useMapLibreMap({ style, center, zoom }: MapLibreMapOptions) {
  const locale = useMapLibreLocale();
  const [map, setMap] = useState<Map | null>(null);
  const [created, setCreated] = useState<Map | null>(null);
  const [failed, setFailed] = useState(false);
  // The opening view and texts are read when the map is made, not followed afterwards.
  const { t } = useLingui();
  // MapLibre makes its canvas a focusable region; its name says how the keyboard moves the map.
  const label = t({ id: "map.canvasLabel", message: "Map: arrow keys move it, plus and minus zoom" });
  const [opening] = useState({ center, zoom, label, locale });

  const ref = useCallback(
    (element: HTMLDivElement) => {
      const made = createMap({
        container: element,
        style,
        center: [opening.center.lng, opening.center.lat],
        zoom: opening.zoom,
        locale: opening.locale,
        attributionControl: { compact: true },
        // On a phone one finger scrolls the page; two move the map (as the Google map does).
        cooperativeGestures: true,
        dragRotate: false,
        pitchWithRotate: false,
      });
      if (!made) {
        setFailed(true);
        return;
      }
      made.getCanvas().setAttribute("aria-label", opening.label);
      made.addControl(new NavigationControl({ showCompass: false }), "top-right");
      made.touchZoomRotate.disableRotation();
      setCreated(made);
      made.once("load", () => setMap(made));
      return () => {
        setMap(null);
        setCreated(null);
        made.remove();
      };
    },
    [style, opening],
  );

  return { ref, map, created, failed };
}
