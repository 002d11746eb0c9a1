import { describe, expect, it } from "vitest";

import { photonSearchUrl, photonSuggestions } from "./photon";

const feature = (properties: Record<string, unknown>, coordinates: [number, number]) => ({
  type: "Feature",
  geometry: { type: "Point", coordinates },
  properties: { osm_id: 1, osm_type: "N", ...properties },
});

describe("photonSearchUrl", () => {
  it("asks with the user's position and a language Photon knows", () => {
    const url = new URL(
      photonSearchUrl("https://photon.example/", "casa lu", {
        position: { lat: 40.41234, lng: -3.70944 },
        language: "fr",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://photon.example/api");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "casa lu",
      lat: "40.4123",
      lon: "-3.7094",
      limit: "6",
      lang: "fr",
    });
  });

  it("sends no position it does not have, and no language Photon would refuse", () => {
    const url = new URL(photonSearchUrl("https://photon.example", "bar", { position: null, language: "es" }));
    expect([...url.searchParams.keys()]).toEqual(["q", "limit"]);
  });
});

describe("photonSuggestions", () => {
  const answer = {
    type: "FeatureCollection",
    features: [
      feature(
        {
          osm_id: 2,
          osm_key: "building",
          osm_value: "yes",
          housenumber: "350",
          street: "Fifth Avenue",
          postcode: "10118",
          city: "New York",
          country: "United States",
          countrycode: "US",
        },
        [-73.98566, 40.74844],
      ),
      feature(
        {
          osm_id: 3,
          osm_key: "amenity",
          osm_value: "cafe",
          name: "Café de Flore",
          housenumber: "172",
          street: "Boulevard Saint-Germain",
          postcode: "75006",
          city: "Paris",
          country: "France",
          countrycode: "FR",
        },
        [2.33258, 48.85411],
      ),
      feature(
        {
          osm_id: 4,
          osm_type: "R",
          osm_key: "place",
          osm_value: "city",
          name: "Madrid",
          state: "Comunidad de Madrid",
          country: "España",
          countrycode: "ES",
        },
        [-3.7035, 40.41669],
      ),
    ],
  };

  it("lists eating places first, with a name only for establishments and the address as the country writes it", () => {
    expect(photonSuggestions(answer)).toEqual([
      {
        id: "photon-N3",
        mainText: "Café de Flore",
        secondaryText: "Boulevard Saint-Germain 172, 75006 Paris, France",
        source: "photon",
        place: {
          name: "Café de Flore",
          address: "Boulevard Saint-Germain 172, 75006 Paris, France",
          latitude: 48.85411,
          longitude: 2.33258,
        },
      },
      {
        id: "photon-N2",
        mainText: "350 Fifth Avenue",
        secondaryText: "10118 New York, United States",
        source: "photon",
        place: {
          address: "350 Fifth Avenue, 10118 New York, United States",
          latitude: 40.74844,
          longitude: -73.98566,
        },
      },
      {
        id: "photon-R4",
        mainText: "Madrid",
        secondaryText: "Comunidad de Madrid, España",
        source: "photon",
        place: { address: "Madrid, Comunidad de Madrid, España", latitude: 40.41669, longitude: -3.7035 },
      },
    ]);
  });

  it("refuses an answer that is not Photon's", () => {
    expect(() => photonSuggestions({ message: "internal error" })).toThrow();
  });
});
