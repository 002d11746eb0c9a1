import { describe, expect, it } from "vitest";

import type { Entry } from "../journal/entry";
import { testEntry } from "../journal/test-entries";
import { entryLocations } from "./entry-locations";

function entry(id: string, latitude: number | null, longitude: number | null): Entry {
  return testEntry({
    id,
    restaurant_name: `Place ${id}`,
    restaurant_latitude: latitude,
    restaurant_longitude: longitude,
    visit_date: "2025-10-01",
    rating: id === "a" ? 4 : null,
    location_precision: id === "c" ? "approximate" : "exact",
  });
}

describe("entryLocations", () => {
  it("gives one location per entry with both coordinates, keeping zero as a coordinate and the precision", () => {
    const locations = entryLocations([
      entry("a", 40.7, -74),
      entry("b", null, null),
      entry("c", 0, 0),
      entry("d", 51.5, null),
    ]);
    expect(locations).toEqual([
      {
        id: "a",
        name: "Place a",
        rating: 4,
        visitDate: "2025-10-01",
        position: { lat: 40.7, lng: -74 },
        precision: "exact",
      },
      {
        id: "c",
        name: "Place c",
        rating: null,
        visitDate: "2025-10-01",
        position: { lat: 0, lng: 0 },
        precision: "approximate",
      },
    ]);
  });

  it("counts nothing for an empty journal", () => {
    expect(entryLocations([])).toHaveLength(0);
  });
});
