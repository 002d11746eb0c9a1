import type { StyleSpecification } from "maplibre-gl";

import type { WorldBasemap } from "../../../../build-plugins/world-basemap";

export type MapTheme = "light" | "dark";

/** How long the configured style may take before the map draws on the built-in basemap instead. */
const STYLE_TIMEOUT_MS = 4000;

/** Natural Earth's terms ask for a credit; MapLibre shows a source's attribution in its control. */
const NATURAL_EARTH_ATTRIBUTION =
  '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener">Made with Natural Earth</a>';

const PALETTES: Record<MapTheme, { water: string; land: string; border: string }> = {
  light: { water: "#cfe3ee", land: "#f4efe4", border: "#b9a892" },
  dark: { water: "#11181f", land: "#2a2622", border: "#5c5247" },
};

/** The built-in basemap (land, water and borders) in the colours of the theme. */
export function fallbackStyle(basemap: WorldBasemap, theme: MapTheme): StyleSpecification {
  const palette = PALETTES[theme];
  return {
    version: 8,
    name: "bitelog-fallback",
    sources: { world: { type: "geojson", data: basemap, attribution: NATURAL_EARTH_ATTRIBUTION } },
    layers: [
      { id: "water", type: "background", paint: { "background-color": palette.water } },
      {
        id: "land",
        type: "fill",
        source: "world",
        filter: ["==", ["get", "kind"], "land"],
        paint: { "fill-color": palette.land },
      },
      {
        id: "borders",
        type: "line",
        source: "world",
        filter: ["==", ["get", "kind"], "border"],
        paint: { "line-color": palette.border, "line-width": 1, "line-dasharray": [3, 2] },
      },
    ],
  };
}

function isStyle(value: unknown): value is StyleSpecification {
  return typeof value === "object" && value !== null && "version" in value && "layers" in value;
}

/** The configured style, or null when it cannot be had (offline, blocked, slow or not a style). */
export async function fetchStyle(url: string): Promise<StyleSpecification | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(STYLE_TIMEOUT_MS) });
    if (!response.ok) return null;
    const style: unknown = await response.json();
    return isStyle(style) ? style : null;
  } catch {
    return null;
  }
}

/** The basemap the map draws: the configured style, else the built-in one (a chunk of its own). */
export type Basemap =
  { kind: "configured"; style: StyleSpecification } | { kind: "builtIn"; world: WorldBasemap };

export async function loadBasemap(styleUrl: string): Promise<Basemap> {
  const style = await fetchStyle(styleUrl);
  if (style) return { kind: "configured", style };
  const { default: world } = await import("virtual:world-basemap");
  return { kind: "builtIn", world };
}

/** The style for the theme: the configured one has a single look; the built-in one has a dark variant. */
export function styleFor(basemap: Basemap, theme: MapTheme): StyleSpecification {
  return basemap.kind === "configured" ? basemap.style : fallbackStyle(basemap.world, theme);
}
