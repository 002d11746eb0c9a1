import type { FeatureCollection, Point } from "geojson";

/**
 * The towns in tiers by population, each shown from a zoom on: the largest cities at a country's
 * scale, the smallest towns only once a few streets fill the screen. A tier is fetched when the
 * map first reaches its zoom.
 */
export const TOWN_TIERS = [
  { minPopulation: 100_000, minZoom: 4 },
  { minPopulation: 20_000, minZoom: 6 },
  { minPopulation: 5_000, minZoom: 8 },
  { minPopulation: 0, minZoom: 10 },
] as const;

/** A thousandth of a degree (about a hundred metres) places a town's dot well enough. */
export const SCALE = 1000;

/**
 * One tier's towns, compact: their names joined by newlines, and their positions in whole
 * thousandths of a degree, each as the step from the one before ([dLng, dLat, dLng, dLat, …]).
 * Ordered by band of latitude and then longitude, neighbours follow each other and the steps are
 * short numbers that compress well.
 */
export interface PackedTowns {
  names: string;
  steps: number[];
}

/** A tier's towns as GeoJSON points named `name`. */
export function unpackTowns({ names, steps }: PackedTowns): FeatureCollection<Point, { name: string }> {
  let lng = 0;
  let lat = 0;
  return {
    type: "FeatureCollection",
    features: names.split("\n").map((name, i) => {
      lng += steps[i * 2] ?? 0;
      lat += steps[i * 2 + 1] ?? 0;
      return {
        type: "Feature",
        properties: { name },
        geometry: { type: "Point", coordinates: [lng / SCALE, lat / SCALE] },
      };
    }),
  };
}
