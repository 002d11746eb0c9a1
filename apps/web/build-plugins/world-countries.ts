import type { GeometryCollection, Topology } from "topojson-specification";
import type { Plugin } from "vite";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { geoNaturalEarth1, geoPath } from "d3-geo";
import countryCodes from "i18n-iso-countries";
import { feature } from "topojson-client";

/** The module the insights screen imports to draw its world map of countries. */
export const WORLD_COUNTRIES_MODULE = "virtual:world-countries";
const RESOLVED_ID = `\0${WORLD_COUNTRIES_MODULE}`;

/** The map's drawing size in SVG units (the shape of the Natural Earth projection). */
const WORLD_MAP_SIZE = { width: 960, height: 500 } as const;

export interface WorldCountries {
  width: number;
  height: number;
  /** One SVG path per country, named by its ISO 3166-1 alpha-2 code when it has one. */
  countries: { code: string | null; d: string }[];
}

type Atlas = Topology<Record<string, GeometryCollection>>;

/**
 * Natural Earth's countries (world-atlas, 1:110m: a map a few hundred pixels wide shows no finer
 * detail) as SVG paths drawn once at build time, so the browser needs no geography library. The
 * numeric ids world-atlas uses become the alpha-2 codes the insights API names countries by.
 */
export function worldCountries(atlas: Atlas): WorldCountries {
  const object = atlas.objects.countries;
  if (!object) throw new Error("world-atlas: countries missing");
  const shapes = feature(atlas, object);
  const projection = geoNaturalEarth1().fitSize([WORLD_MAP_SIZE.width, WORLD_MAP_SIZE.height], shapes);
  const path = geoPath(projection).digits(1);
  return {
    ...WORLD_MAP_SIZE,
    countries: shapes.features.flatMap((country) => {
      const d = path(country);
      if (!d) return [];
      const code = country.id === undefined ? undefined : countryCodes.numericToAlpha2(String(country.id));
      return [{ code: code ?? null, d }];
    }),
  };
}

/** `import("virtual:world-countries")`: the countries' shapes, in the chunk of the screen that draws them. */
export function worldCountriesPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: "bitelog:world-countries",
    resolveId: (id) => (id === WORLD_COUNTRIES_MODULE ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const atlas = JSON.parse(
        await readFile(require.resolve("world-atlas/countries-110m.json"), "utf8"),
      ) as Atlas;
      // JSON.parse of a string is read faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(worldCountries(atlas)))});`;
    },
  };
}
