import { describe, expect, it } from "vitest";

import { repeatVisitOf } from "./repeat-visit";
import { readRepeatVisit } from "./repeat-visit-search";
import { testEntry } from "./test-entries";

describe("the place /new starts from", () => {
  it("reads the restaurant from the URL and drops what does not fit", () => {
    expect(readRepeatVisit({ name: "Alma", address: "Rua Anchieta 15", lat: 38.71, lng: -9.14 })).toEqual({
      name: "Alma",
      address: "Rua Anchieta 15",
      lat: 38.71,
      lng: -9.14,
    });
    expect(readRepeatVisit({ name: "x".repeat(201), address: 5, lat: 91, lng: "9" })).toEqual({
      name: undefined,
      address: undefined,
      lat: undefined,
      lng: undefined,
    });
  });

  it("carries coordinates only when they were exact", () => {
    const place = { restaurant_name: "Alma", restaurant_latitude: 38.71, restaurant_longitude: -9.14 };
    expect(repeatVisitOf(testEntry({ ...place, location_precision: "exact" }))).toEqual({
      name: "Alma",
      lat: 38.71,
      lng: -9.14,
    });
    expect(repeatVisitOf(testEntry({ ...place, location_precision: "approximate" }))).toEqual({
      name: "Alma",
    });
  });
});
