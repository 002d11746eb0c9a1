import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect } from "react";

import type { PackedTowns } from "../../../../build-plugins/world-towns-format";
import type { MapTheme } from "./basemap-style";
import { TOWN_TIERS, unpackTowns } from "../../../../build-plugins/world-towns-format";

/** Each tier's chunk, in TOWN_TIERS' order (a dynamic import needs a name the build can see). */
const TIER_MODULES: readonly (() => Promise<{ default: PackedTowns }>)[] = [
  () => import("virtual:world-towns-0"),
  () => import("virtual:world-towns-1"),
  () => import("virtual:world-towns-2"),
  () => import("virtual:world-towns-3"),
];

const COLOURS: Record<MapTheme, { dot: string; text: string; halo: string }> = {
  light: { dot: "#6b5d4f", text: "#3d342b", halo: "#f4efe4" },
  dark: { dot: "#a89a8a", text: "#e6ddd2", halo: "#2a2622" },
};

const sourceId = (tier: number) => `towns-${tier}`;

/** Adds a tier's dots and names below those of the larger towns, which so win where labels collide. */
function addTier(map: MapLibreMap, tier: number, towns: PackedTowns, theme: MapTheme): void {
  const id = sourceId(tier);
  if (map.getSource(id)) return;
  const { minZoom } = TOWN_TIERS[tier] ?? { minZoom: 0 };
  const colours = COLOURS[theme];
  const below = TIER_MODULES.map((_, larger) => `${sourceId(larger)}-dots`).find((layer) =>
    map.getLayer(layer),
  );
  map.addSource(id, { type: "geojson", data: unpackTowns(towns) });
  map.addLayer(
    {
      id: `${id}-dots`,
      type: "circle",
      source: id,
      minzoom: minZoom,
      paint: {
        "circle-radius": 2.5,
        "circle-color": colours.dot,
        "circle-stroke-color": colours.halo,
        "circle-stroke-width": 1,
      },
    },
    below,
  );
  map.addLayer(
    {
      id: `${id}-names`,
      type: "symbol",
      source: id,
      minzoom: minZoom,
      layout: {
        "text-field": ["get", "name"],
        "text-size": 12,
        "text-anchor": "left",
        "text-offset": [0.5, 0],
        "text-optional": true,
      },
      paint: { "text-color": colours.text, "text-halo-color": colours.halo, "text-halo-width": 1.5 },
    },
    below,
  );
}

/**
 * On the built-in basemap, the gazetteer's towns (a dot and a name each) appear as the map zooms
 * in, so that a place can be found on it: each tier is fetched once the map first reaches its zoom.
 */
export function useTowns(map: MapLibreMap | null, builtIn: boolean, theme: MapTheme): void {
  useEffect(() => {
    if (!map || !builtIn) return;
    let stopped = false;
    const requested = new Set<number>();
    const load = () => {
      TOWN_TIERS.forEach(({ minZoom }, tier) => {
        if (requested.has(tier) || map.getZoom() < minZoom) return;
        requested.add(tier);
        void TIER_MODULES[tier]?.()
          .then(({ default: towns }) => {
            if (!stopped) addTier(map, tier, towns, theme);
          })
          // Without its towns the map still works: the next zoom tries again.
          .catch(() => requested.delete(tier));
      });
    };
    map.on("zoomend", load);
    load();
    return () => {
      stopped = true;
      map.off("zoomend", load);
    };
  }, [map, builtIn, theme]);
}
