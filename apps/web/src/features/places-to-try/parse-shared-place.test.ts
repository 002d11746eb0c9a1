import { describe, expect, it } from "vitest";

import { parseSharedPlace } from "./parse-shared-place";

describe("parseSharedPlace", () => {
  it("reads a place link's name and its own position over the map's centre", () => {
    const url =
      "https://www.google.com/maps/place/Caf%C3%A9+de+Flore/@48.8539,2.3310,17z/data=!3m1!4b1!4m6!3m5!1s0x47e671d7a5f1f5e5:0x9b2a1d6f!8m2!3d48.8541675!4d2.3326294!16s%2Fm%2F02r1dq";
    expect(parseSharedPlace({ url })).toEqual({
      name: "Café de Flore",
      latitude: 48.8541675,
      longitude: 2.3326294,
      query: null,
      sourceUrl: url,
    });
  });

  it("falls back to the map's centre when the data holds no position", () => {
    const place = parseSharedPlace({
      url: "https://www.google.com/maps/place/Katz's+Delicatessen/@40.722237,-73.9874322,17z",
    });
    expect(place).toMatchObject({ name: "Katz's Delicatessen", latitude: 40.722237, longitude: -73.9874322 });
  });

  it("reads coordinates from q=", () => {
    expect(parseSharedPlace({ url: "https://maps.google.com/?q=-33.8567844,151.213108" })).toMatchObject({
      name: null,
      latitude: -33.8567844,
      longitude: 151.213108,
      query: null,
    });
  });

  it("keeps a q= search to look up", () => {
    expect(
      parseSharedPlace({ url: "https://www.google.com/maps/search/?api=1&q=Noma+Refshalevej+96+Copenhagen" }),
    ).toMatchObject({ name: null, latitude: null, query: "Noma Refshalevej 96 Copenhagen" });
  });

  it("keeps a short link as the source, with no position", () => {
    expect(
      parseSharedPlace({ text: "Pizzeria Da Michele\nhttps://maps.app.goo.gl/3xTqNvWZbq8Ffk5R8" }),
    ).toEqual({
      name: "Pizzeria Da Michele",
      latitude: null,
      longitude: null,
      query: null,
      sourceUrl: "https://maps.app.goo.gl/3xTqNvWZbq8Ffk5R8",
    });
  });

  it("names the place from the share sheet's title when the link does not", () => {
    expect(parseSharedPlace({ title: "Tsuta", text: "https://maps.app.goo.gl/abc", url: "" })).toMatchObject({
      name: "Tsuta",
      sourceUrl: "https://maps.app.goo.gl/abc",
    });
  });

  it("refuses coordinates out of range", () => {
    expect(parseSharedPlace({ url: "https://maps.google.com/?q=123.4,10" })).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it("reads plain text as a name", () => {
    expect(parseSharedPlace({ text: "  Le Comptoir  " })).toEqual({
      name: "Le Comptoir",
      latitude: null,
      longitude: null,
      query: null,
      sourceUrl: null,
    });
  });
});
