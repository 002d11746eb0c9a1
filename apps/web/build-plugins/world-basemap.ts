import type { FeatureCollection, MultiLineString, MultiPolygon } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Plugin } from "vite";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { geoEquirectangular } from "d3-geo";
import { geoProject } from "d3-geo-projection";
import { feature, mesh } from "topojson-client";

/** The module the map screens import to get the built-in basemap. */
export const WORLD_BASEMAP_MODULE = "virtual:world-basemap";
const RESOLVED_ID = `\0${WORLD_BASEMAP_MODULE}`;

/** Two decimals of a degree (about a kilometre) is as fine as the 1:50m data it comes from. */
const round = (value: number) => Math.round(value * 100) / 100;

function roundCoordinates<T>(coordinates: T): T {
  return (
    typeof coordinates === "number"
      ? round(coordinates)
      : (coordinates as unknown[]).map((inner) => roundCoordinates(inner))
  ) as T;
}

/**
 * world-atlas is made for d3's spherical geometry: a ring that crosses the antimeridian (Russia's
 * east, Fiji) jumps from 180° to -180°, and Antarctica's ring goes round the pole. Drawn on a flat
 * map as they are, those rings span the whole width of the world (bands of land across the
 * oceans). Projected onto longitude and latitude by d3, they are cut at the antimeridian and closed
 * along it and the pole, as a flat map needs them.
 */
const LONGITUDE_LATITUDE = geoEquirectangular()
  .scale(180 / Math.PI)
  .translate([0, 0])
  .reflectY(true)
  .precision(0);

/** A world-atlas file: named collections of arcs' geometries. */
type Atlas = Topology<Record<string, GeometryCollection>>;

export type WorldBasemap = FeatureCollection<MultiPolygon | MultiLineString, { kind: "land" | "border" }>;

/**
 * Natural Earth's land and the borders between countries (world-atlas, 1:50m: at 1:110m Greenland
 * and the coasts are drawn in a few straight strokes) as one GeoJSON collection: the map's
 * background when its style cannot load. Only the borders shared by two countries are kept (coasts
 * are the land's edge already).
 */
export function worldBasemap(land: Atlas, countries: Atlas): WorldBasemap {
  const landObject = land.objects.land;
  const countriesObject = countries.objects.countries;
  if (!landObject || !countriesObject) throw new Error("world-atlas: land or countries missing");
  const polygons = geoProject(feature(land, landObject), LONGITUDE_LATITUDE).features.flatMap(
    ({ geometry }) =>
      geometry.type === "Polygon"
        ? [geometry.coordinates]
        : geometry.type === "MultiPolygon"
          ? geometry.coordinates
          : [],
  );
  const borders = geoProject(
    mesh(countries, countriesObject, (a, b) => a !== b),
    LONGITUDE_LATITUDE,
  );
  return {
    type: "FeatureCollection",
    features: [
      {
        type: "Feature",
        properties: { kind: "land" },
        geometry: { type: "MultiPolygon", coordinates: roundCoordinates(polygons) },
      },
      {
        type: "Feature",
        properties: { kind: "border" },
        geometry: { type: "MultiLineString", coordinates: roundCoordinates(borders.coordinates) },
      },
    ],
  };
}

/**
 * `import("virtual:world-basemap")` gives the built-in basemap, converted from TopoJSON when the
 * app is built: a chunk of its own, fetched only by the screens that draw a map.
 */
export function worldBasemapPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const read = async (name: string) =>
    JSON.parse(await readFile(require.resolve(`world-atlas/${name}`), "utf8")) as Atlas;
  return {
    name: "bitelog:world-basemap",
    resolveId: (id) => (id === WORLD_BASEMAP_MODULE ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const basemap = worldBasemap(await read("land-50m.json"), await read("countries-50m.json"));
      // JSON.parse of a string is read faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(basemap))});`;
    },
  };
}
