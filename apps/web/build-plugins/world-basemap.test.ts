import type { Position } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";

import type { WorldBasemap } from "./world-basemap";
import { worldBasemap } from "./world-basemap";

const require = createRequire(import.meta.url);
const atlas = async (name: string) =>
  JSON.parse(await readFile(require.resolve(`world-atlas/${name}`), "utf8")) as Topology<
    Record<string, GeometryCollection>
  >;

/** Whether a flat map fills [lng, lat] with land: even-odd over every ring, as a fill draws it. */
function drawnAsLand(polygons: Position[][][], [lng, lat]: [number, number]): boolean {
  let inside = false;
  for (const ring of polygons.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] ?? [];
      const [xj = 0, yj = 0] = ring[j] ?? [];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

describe("worldBasemap", () => {
  let basemap: WorldBasemap;
  let land: Position[][][];
  beforeAll(async () => {
    basemap = worldBasemap(await atlas("land-50m.json"), await atlas("countries-50m.json"));
    const geometry = basemap.features[0]?.geometry;
    land = geometry?.type === "MultiPolygon" ? geometry.coordinates : [];
  });

  it("gives Natural Earth's land and the borders between countries, to two decimals", () => {
    const [landFeature, borders] = basemap.features;
    expect(landFeature?.properties.kind).toBe("land");
    expect(landFeature?.geometry.type).toBe("MultiPolygon");
    expect(borders?.properties.kind).toBe("border");
    expect(borders?.geometry.type).toBe("MultiLineString");
    const numbers = JSON.stringify(basemap).match(/-?\d+\.\d+/g) ?? [];
    expect(numbers.length).toBeGreaterThan(1000);
    expect(numbers.every((number) => (number.split(".")[1] ?? "").length <= 2)).toBe(true);
  });

  it("cuts the rings that cross the antimeridian, so that no edge spans the map", () => {
    const lines = basemap.features.flatMap(({ geometry }) =>
      geometry.type === "MultiPolygon" ? geometry.coordinates.flat() : geometry.coordinates,
    );
    const widest = Math.max(
      ...lines.flatMap((line) =>
        line.slice(1).map((point, i) => Math.abs((point[0] ?? 0) - (line[i]?.[0] ?? 0))),
      ),
    );
    expect(widest).toBeLessThan(180);
  });

  it("fills the land and leaves the oceans open", () => {
    const water: [number, number][] = [
      [-35, 45], // the North Atlantic
      [-30, 62], // between Greenland and Iceland
      [-150, 30], // the North Pacific
      [179, -25], // the South Pacific beside Fiji
      [60, -40], // the Indian Ocean
    ];
    const lands: [number, number][] = [
      [-42, 72], // Greenland
      [2.35, 48.85], // Paris
      [170, 66], // Chukotka, east of the antimeridian's cut
      [0, -80], // Antarctica
      [-60, -10], // Brazil
    ];
    for (const point of water) expect(drawnAsLand(land, point), `water at ${point.join(",")}`).toBe(false);
    for (const point of lands) expect(drawnAsLand(land, point), `land at ${point.join(",")}`).toBe(true);
  });

  it("draws Greenland's coast in more than a few strokes", () => {
    const greenland = land.find((polygon) => drawnAsLand([polygon], [-42, 72]));
    expect(greenland?.[0]?.length).toBeGreaterThan(300);
  });
});
