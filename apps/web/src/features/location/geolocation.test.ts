import { describe, expect, it } from "vitest";

import { locate } from "./geolocation";

/** A fake navigator.geolocation (a browser API) answering with `outcome`, recording the options. */
function fakeGeolocation(outcome: { coords: { latitude: number; longitude: number } } | { code: number }) {
  const asked: PositionOptions[] = [];
  const geolocation = {
    asked,
    getCurrentPosition: (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      options?: PositionOptions,
    ) => {
      asked.push(options ?? {});
      if ("coords" in outcome) success(outcome as GeolocationPosition);
      else failure?.(outcome as GeolocationPositionError);
    },
  };
  return geolocation;
}

describe("locate", () => {
  it("asks with high accuracy, an 8 s timeout and a 60 s cache", async () => {
    const geolocation = fakeGeolocation({ coords: { latitude: 41.39, longitude: 2.17 } });
    expect(await locate(geolocation, { fresh: false })).toEqual({
      type: "located",
      position: { lat: 41.39, lng: 2.17 },
    });
    expect(geolocation.asked).toEqual([{ enableHighAccuracy: true, timeout: 8000, maximumAge: 60_000 }]);
  });

  it("asks for a fresh position on a retry", async () => {
    const geolocation = fakeGeolocation({ coords: { latitude: 0, longitude: 0 } });
    await locate(geolocation, { fresh: true });
    expect(geolocation.asked[0]?.maximumAge).toBe(0);
  });

  it("tells a refusal apart from a position that could not be had", async () => {
    expect(await locate(fakeGeolocation({ code: 1 }), { fresh: false })).toEqual({
      type: "failed",
      reason: "denied",
    });
    for (const code of [2, 3]) {
      expect(await locate(fakeGeolocation({ code }), { fresh: false })).toEqual({
        type: "failed",
        reason: "error",
      });
    }
  });
});
