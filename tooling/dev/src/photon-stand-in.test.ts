import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { PhotonFeature, PhotonStandIn } from "./photon-stand-in";
import { startPhotonStandIn } from "./photon-stand-in";

interface Answer {
  type: string;
  features: PhotonFeature[];
}

describe("Photon stand-in", () => {
  let photon: PhotonStandIn;
  beforeAll(async () => {
    photon = await startPhotonStandIn({ slowMs: 60_000 });
  });
  afterAll(() => photon.close());

  const get = async (query: string) => {
    const response = await fetch(`${photon.url}/api?${query}`);
    return { response, body: (await response.json()) as Answer };
  };
  const names = ({ features }: Answer) => features.map((feature) => feature.properties.name);

  it("answers Photon's shape, matching without case or accents, with CORS", async () => {
    const { response, body } = await get("q=CAFE%20de%20flo&lang=fr");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(body.type).toBe("FeatureCollection");
    expect(body.features).toEqual([
      expect.objectContaining({
        type: "Feature",
        geometry: { type: "Point", coordinates: [2.33258, 48.85411] },
        properties: expect.objectContaining({
          name: "Café de Flore",
          osm_key: "amenity",
          osm_value: "cafe",
          city: "Paris",
          countrycode: "FR",
        }) as unknown,
      }),
    ]);
    expect(photon.requests.at(-1)?.searchParams.get("lang")).toBe("fr");
  });

  it("orders by nearness to lat/lon, honours limit and osm_tag", async () => {
    const nearParis = await get("q=cafe&lat=48.85&lon=2.34&limit=2");
    expect(names(nearParis.body)).toEqual(["Café de Flore", "Café Einstein Stammhaus"]);
    const nearNewYork = await get("q=cafe&lat=40.78&lon=-73.97&limit=1");
    expect(names(nearNewYork.body)).toEqual(["Café Lalo"]);
    const restaurants = await get("q=paris&osm_tag=amenity:restaurant");
    expect(names(restaurants.body)).toEqual(["Le Procope", "Bouillon Chartier"]);
  });

  it("fails with a 500 and holds answers back when slow", async () => {
    photon.setMode("fail");
    expect((await fetch(`${photon.url}/api?q=paris`)).status).toBe(500);
    photon.setMode("slow");
    await expect(fetch(`${photon.url}/api?q=paris`, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    photon.setMode("ok");
    expect((await fetch(`${photon.url}/api?q=paris`)).status).toBe(200);
  });
});
