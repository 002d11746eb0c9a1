import type { GeometryCollection, Topology } from "topojson-specification";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

import { worldCountries } from "./world-countries";

const require = createRequire(import.meta.url);

describe("worldCountries", () => {
  it("draws the countries as SVG paths named by their alpha-2 codes", async () => {
    const atlas = JSON.parse(
      await readFile(require.resolve("world-atlas/countries-110m.json"), "utf8"),
    ) as Topology<Record<string, GeometryCollection>>;
    const { width, height, countries } = worldCountries(atlas);
    const codes = countries.flatMap(({ code }) => (code ? [code] : []));
    expect(codes).toEqual(expect.arrayContaining(["FR", "US", "JP", "BR", "AU", "ZA", "IT", "DE"]));
    // Only the few places with no ISO code (Kosovo, N. Cyprus, Somaliland) are left unnamed.
    expect(countries.length - codes.length).toBeLessThanOrEqual(5);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { d } of countries) expect(d).toMatch(/^M[\d.,LMZ-]+Z$/);
    // Every shape lies inside the drawing.
    const numbers = countries.flatMap(({ d }) => d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? []);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(Math.max(width, height));
  });
});
