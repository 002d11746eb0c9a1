import { describe, expect, it } from "vitest";

import { locationMap } from "./location-map";

/** The corners of a path's points, rounded: what a map's land covers. */
function pointsOf(path: string): [number, number][] {
  return [...path.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])]);
}

describe("the share page's location map", () => {
  it("draws the coast near a seaside place, and nothing outside its box", () => {
    const lisbon = locationMap(38.72, -9.14);
    const points = pointsOf(lisbon.land);
    expect(points.length).toBeGreaterThan(20);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(lisbon.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(lisbon.height);
    }
    // Land in the east (Lisbon), sea in the west.
    expect(points.some(([x]) => x > lisbon.width * 0.6)).toBe(true);
    expect(points.every(([x]) => x > lisbon.width * 0.1)).toBe(true);
  });

  it("is all land far inland, and all sea in the open ocean", () => {
    expect(pointsOf(locationMap(48.8566, 2.3522).land)).toHaveLength(4);
    expect(locationMap(0, -30).land).toBe("");
  });

  it("marks an exact place with a pin, and draws an approximate one at a town's scale with a circle", () => {
    expect(locationMap(50.9375, 6.9603).mark).toEqual({ kind: "pin" });
    const town = locationMap(50.9375, 6.9603, true);
    expect(town.mark).toEqual({ kind: "town", radius: expect.any(Number) as number });
    const radius = town.mark.kind === "town" ? town.mark.radius : 0;
    expect(radius).toBeGreaterThan(10);
    expect(radius).toBeLessThan(town.height / 2);
  });
});
