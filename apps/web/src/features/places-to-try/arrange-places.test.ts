import { describe, expect, it } from "vitest";

import type { PlaceToTry } from "./arrange-places";
import { arrangePlaces, listNames, matchPlaces } from "./arrange-places";

function place(fields: Partial<PlaceToTry> & Pick<PlaceToTry, "id">): PlaceToTry {
  return {
    restaurant_name: fields.id,
    restaurant_address: null,
    restaurant_latitude: null,
    restaurant_longitude: null,
    location_precision: null,
    note: null,
    source_url: null,
    list_name: null,
    created_at: "2026-01-01T00:00:00.000Z",
    ...fields,
  };
}

const paris = place({
  id: "paris",
  restaurant_name: "Café de Flore",
  restaurant_latitude: 48.854,
  restaurant_longitude: 2.333,
  list_name: "Paris",
  created_at: "2026-03-01T00:00:00.000Z",
});
const lyon = place({
  id: "lyon",
  restaurant_name: "Brasserie Georges",
  restaurant_latitude: 45.749,
  restaurant_longitude: 4.827,
  created_at: "2026-02-01T00:00:00.000Z",
});
const nowhere = place({ id: "nowhere", restaurant_name: "Anywhere", list_name: "Paris" });
const places = [nowhere, lyon, paris];

describe("arrangePlaces", () => {
  it("puts the newest first by default", () => {
    expect(arrangePlaces(places, {}, "en", null).map((p) => p.id)).toEqual(["paris", "lyon", "nowhere"]);
  });

  it("sorts by name", () => {
    expect(arrangePlaces(places, { sort: "name" }, "en", null).map((p) => p.id)).toEqual([
      "nowhere",
      "lyon",
      "paris",
    ]);
  });

  it("sorts by distance from the person, places with no position last", () => {
    const nearLyon = { lat: 45.76, lng: 4.83 };
    expect(arrangePlaces(places, { sort: "distance" }, "en", nearLyon).map((p) => p.id)).toEqual([
      "lyon",
      "paris",
      "nowhere",
    ]);
  });

  it("keeps only a list's places", () => {
    expect(arrangePlaces(places, { list: "Paris" }, "en", null).map((p) => p.id)).toEqual([
      "paris",
      "nowhere",
    ]);
  });
});

describe("listNames", () => {
  it("names each list once", () => {
    expect(listNames([...places, place({ id: "x", list_name: "Bar" })], "en")).toEqual(["Bar", "Paris"]);
  });
});

describe("matchPlaces", () => {
  it("finds a place by name without accents, and by list", () => {
    expect(matchPlaces(places, "cafe").map((p) => p.id)).toEqual(["paris"]);
    expect(matchPlaces(places, "paris").map((p) => p.id)).toEqual(["nowhere", "paris"]);
    expect(matchPlaces(places, "  ")).toEqual([]);
  });
});
