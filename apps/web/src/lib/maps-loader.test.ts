import { describe, expect, it } from "vitest";

import type { MapsApi } from "./maps-loader";
import { createMapsLoader, MapsConfigurationError, MapsLoadError, retryDelayMs } from "./maps-loader";

/** A fake of js-api-loader (it would talk to Google) whose first `failures` imports reject. */
function fakeMapsApi(failures: number) {
  const calls = { options: [] as unknown[], imports: [] as string[] };
  let failuresLeft = failures;
  const api = {
    setOptions: (options) => void calls.options.push(options),
    importLibrary: (name: string) => {
      calls.imports.push(name);
      if (failuresLeft > 0) {
        failuresLeft--;
        return Promise.reject(new Error("The Google Maps JavaScript API could not load."));
      }
      return Promise.resolve({ library: name });
    },
  } as MapsApi;
  return { api, calls };
}

function recordWaits() {
  const waits: number[] = [];
  return { waits, wait: (ms: number) => (waits.push(ms), Promise.resolve()) };
}

describe("the Maps loader", () => {
  it("refuses at once without a key, asking nothing of Google", async () => {
    const { api, calls } = fakeMapsApi(0);
    const loadMaps = createMapsLoader({ api });
    await expect(loadMaps(null, ["maps"])).rejects.toBeInstanceOf(MapsConfigurationError);
    await expect(loadMaps("", ["maps"])).rejects.toBeInstanceOf(MapsConfigurationError);
    expect(calls).toEqual({ options: [], imports: [] });
  });

  it("sets the key once and gives the libraries by name", async () => {
    const { api, calls } = fakeMapsApi(0);
    const loadMaps = createMapsLoader({ api });
    expect(await loadMaps("key-1", ["maps", "marker"])).toEqual({
      maps: { library: "maps" },
      marker: { library: "marker" },
    });
    await loadMaps("key-1", ["places"]);
    expect(calls.options).toEqual([{ key: "key-1", v: "weekly" }]);
    expect(calls.imports).toEqual(["maps", "marker", "places"]);
  });

  it("retries with growing delays until the script loads", async () => {
    const { api, calls } = fakeMapsApi(2);
    const { waits, wait } = recordWaits();
    const loadMaps = createMapsLoader({ api, wait });
    expect(await loadMaps("key", ["places"])).toEqual({ places: { library: "places" } });
    expect(calls.imports).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it("gives up after three retries with a load error carrying the cause", async () => {
    const { api, calls } = fakeMapsApi(Infinity);
    const { waits, wait } = recordWaits();
    const loadMaps = createMapsLoader({ api, wait });
    const failure = await loadMaps("key", ["maps"]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MapsLoadError);
    expect(((failure as MapsLoadError).cause as Error).message).toMatch(/could not load/);
    expect(calls.imports).toHaveLength(4);
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it("waits longer before each retry", () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([500, 1000, 2000]);
  });
});
