import type { GeometryCollection, Topology } from "topojson-specification";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

import { worldBasemap } from "./world-basemap";

const require = createRequire(import.meta.url);
const atlas = async (name: string) =>
  JSON.parse(await readFile(require.resolve(`world-atlas/${name}`), "utf8")) as Topology<
    Record<string, GeometryCollection>
  >;

describe("worldBasemap", () => {
  it("gives Natural Earth's land and the borders between countries, to two decimals", async () => {
    const basemap = worldBasemap(await atlas("land-110m.json"), await atlas("countries-110m.json"));
    const [land, borders] = basemap.features;
    expect(land?.properties.kind).toBe("land");
    expect(land?.geometry.type).toBe("MultiPolygon");
    expect(borders?.properties.kind).toBe("border");
    expect(borders?.geometry.type).toBe("MultiLineString");
    const numbers = JSON.stringify(basemap).match(/-?\d+\.\d+/g) ?? [];
    expect(numbers.length).toBeGreaterThan(1000);
    expect(numbers.every((number) => (number.split(".")[1] ?? "").length <= 2)).toBe(true);
  });
});
