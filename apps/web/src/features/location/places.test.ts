import { describe, expect, it } from "vitest";

import type { PlaceSuggestion } from "./places";
import { biasBox, selectedPlace, toSuggestions } from "./places";

/** Fakes of the Places API's objects (an external browser API). */
function prediction(placeId: string, main: string, secondary: string | null, types: string[]) {
  return {
    placeId,
    text: { text: secondary ? `${main}, ${secondary}` : main },
    mainText: { text: main },
    secondaryText: secondary === null ? null : { text: secondary },
    types,
  } as unknown as google.maps.places.PlacePrediction;
}

function suggestion(placePrediction: google.maps.places.PlacePrediction | null) {
  return { placePrediction } as unknown as google.maps.places.AutocompleteSuggestion;
}

const latLng = (lat: number, lng: number) =>
  ({ lat: () => lat, lng: () => lng }) as unknown as google.maps.LatLng;

describe("biasBox", () => {
  it("spans 0.1° on each side of the user", () => {
    const box = biasBox({ lat: 40.7, lng: -74 });
    expect(box.north).toBeCloseTo(40.8);
    expect(box.south).toBeCloseTo(40.6);
    expect(box.east).toBeCloseTo(-73.9);
    expect(box.west).toBeCloseTo(-74.1);
  });

  it("stays on the globe at the poles and wraps across the antimeridian", () => {
    const box = biasBox({ lat: 89.95, lng: 179.95 });
    expect(box.north).toBe(90);
    expect(box.east).toBeCloseTo(-179.95);
    expect(box.west).toBeCloseTo(179.85);
  });
});

describe("toSuggestions", () => {
  it("lists place predictions, telling establishments from addresses", () => {
    const restaurant = prediction("p1", "Chez Nous", "Paris, France", ["restaurant", "establishment"]);
    const street = prediction("p2", "10 Rue de Rivoli", null, ["street_address", "geocode"]);
    expect(toSuggestions([suggestion(restaurant), suggestion(null), suggestion(street)])).toEqual([
      {
        id: "p1",
        mainText: "Chez Nous",
        secondaryText: "Paris, France",
        establishment: true,
        prediction: restaurant,
      },
      { id: "p2", mainText: "10 Rue de Rivoli", secondaryText: "", establishment: false, prediction: street },
    ]);
  });
});

describe("selectedPlace", () => {
  const [restaurant, street] = toSuggestions([
    suggestion(prediction("p1", "Chez Nous", "Paris, France", ["restaurant", "establishment"])),
    suggestion(prediction("p2", "10 Rue de Rivoli", "Paris, France", ["street_address"])),
  ]) as [PlaceSuggestion, PlaceSuggestion];

  it("fills the name of an establishment, its address and position", () => {
    const place = {
      displayName: "Chez Nous",
      formattedAddress: "1 Rue X, 75001 Paris",
      location: latLng(48.86, 2.34),
    };
    expect(selectedPlace(place, restaurant)).toEqual({
      name: "Chez Nous",
      address: "1 Rue X, 75001 Paris",
      latitude: 48.86,
      longitude: 2.34,
    });
  });

  it("leaves the name alone for an address, and falls back to the suggestion's text", () => {
    const place = { displayName: "10 Rue de Rivoli", formattedAddress: null, location: latLng(48.85, 2.36) };
    expect(selectedPlace(place, street)).toEqual({
      address: "10 Rue de Rivoli, Paris, France",
      latitude: 48.85,
      longitude: 2.36,
    });
  });

  it("gives nothing for a place without a position", () => {
    expect(selectedPlace({ displayName: "X", formattedAddress: "Y", location: null }, restaurant)).toBeNull();
  });
});
