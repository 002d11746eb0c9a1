import { describe, expect, it } from "vitest";

import { townSuggestion } from "./town-suggestions";

const paris = {
  id: "1",
  name: "Paris",
  region: null,
  country: "France",
  latitude: 48.85341,
  longitude: 2.3488,
};

describe("townSuggestion", () => {
  it("completes the town after what was typed before it, marked approximate, leaving the position to the server", () => {
    expect(townSuggestion(paris, "12 rue de Rivoli, Par", "Town centre (approximate)")).toEqual({
      id: "town-1",
      mainText: "Paris",
      secondaryText: "France · Town centre (approximate)",
      source: "town",
      place: { address: "12 rue de Rivoli, Paris, France", latitude: null, longitude: null },
    });
  });

  it("names the state where addresses do", () => {
    const texas = {
      ...paris,
      id: "2",
      region: "TX",
      country: "États-Unis",
      latitude: 33.66,
      longitude: -95.55,
    };
    expect(townSuggestion(texas, "Paris", "Centre-ville (approximatif)")).toMatchObject({
      secondaryText: "TX, États-Unis · Centre-ville (approximatif)",
      place: { address: "Paris, TX, États-Unis" },
    });
  });
});
