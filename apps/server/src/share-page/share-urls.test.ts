import { describe, expect, it } from "vitest";

import { loggedPath, openStreetMapUrl } from "./share-urls";

describe("share page addresses", () => {
  it("keeps share tokens out of logged paths", () => {
    expect(loggedPath("/s/abcDEF_-123")).toBe("/s/:token");
    expect(loggedPath("/s/abcDEF_-123/photos/1234/thumbnail")).toBe("/s/:token/photos/1234/thumbnail");
    expect(loggedPath("/api/journal/s/x")).toBe("/api/journal/s/x");
  });

  it("links OpenStreetMap to the coordinates, else to a search for the address", () => {
    expect(openStreetMapUrl({ latitude: 48.85, longitude: 2.35, restaurantAddress: "Paris" })).toBe(
      "https://www.openstreetmap.org/?mlat=48.85000&mlon=2.35000#map=17/48.85000/2.35000",
    );
    expect(
      openStreetMapUrl({ latitude: null, longitude: null, restaurantAddress: "1 rue X & Y, Paris" }),
    ).toBe("https://www.openstreetmap.org/search?query=1%20rue%20X%20%26%20Y%2C%20Paris");
    expect(openStreetMapUrl({ latitude: null, longitude: null, restaurantAddress: null })).toBeNull();
    // An approximate position is its town's centre: the town, with no marker on one spot.
    expect(
      openStreetMapUrl({
        latitude: 50.9375,
        longitude: 6.9603,
        approximate: true,
        restaurantAddress: "Köln",
      }),
    ).toBe("https://www.openstreetmap.org/#map=13/50.93750/6.96030");
  });
});
