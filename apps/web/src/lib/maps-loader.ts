// The global `google.maps` types: the app's tsconfig names only vite's and node's type packages.
/// <reference types="google.maps" />
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";

import { MAP } from "@bitelog/config";

/** The Google Maps libraries Bitelog uses: the map, its markers, and place suggestions. */
export type MapsLibraryName = "maps" | "marker" | "places";
export type MapsLibraries = { [Name in MapsLibraryName]: google.maps.ImportLibraryMap[Name] };

/** No Google Maps key is configured (GOOGLE_MAPS_API_KEY): nothing was requested from Google. */
export class MapsConfigurationError extends Error {
  override name = "MapsConfigurationError";
  constructor() {
    super("No Google Maps API key is configured");
  }
}

/** The Maps script or a library still failed after every retry (offline, blocked, Google down). */
export class MapsLoadError extends Error {
  override name = "MapsLoadError";
  constructor(cause: unknown) {
    super("The Google Maps JavaScript API could not load", { cause });
  }
}

/** The wait before retry n (1, 2, 3): 0.5 s, 1 s, 2 s, so a brief outage passes without hammering Google. */
export function retryDelayMs(retry: number): number {
  return 500 * 2 ** (retry - 1);
}

/** js-api-loader's two functions; unit tests pass fakes, since they talk to Google. */
export interface MapsApi {
  setOptions: typeof setOptions;
  importLibrary: typeof importLibrary;
}

interface MapsLoaderOptions {
  api?: MapsApi;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Makes the function that loads Maps libraries with `apiKey`, retrying up to MAP.loaderRetries times
 * (docs/product.md §4). js-api-loader forgets a failed script, so each retry requests it anew.
 */
export function createMapsLoader({
  api = { setOptions, importLibrary },
  wait = sleep,
}: MapsLoaderOptions = {}) {
  // setOptions may be called once per page; later calls are ignored with a warning.
  let configured = false;

  return async function loadMaps<const Name extends MapsLibraryName>(
    apiKey: string | null,
    names: readonly Name[],
  ): Promise<Pick<MapsLibraries, Name>> {
    if (!apiKey) throw new MapsConfigurationError();
    if (!configured) {
      api.setOptions({ key: apiKey, v: "weekly" });
      configured = true;
    }
    for (let retry = 0; ; retry++) {
      try {
        const libraries = await Promise.all(names.map(async (name) => [name, await api.importLibrary(name)]));
        return Object.fromEntries(libraries) as Pick<MapsLibraries, Name>;
      } catch (error) {
        if (retry >= MAP.loaderRetries) throw new MapsLoadError(error);
        await wait(retryDelayMs(retry + 1));
      }
    }
  };
}

/** The page's loader. Import it dynamically, so only the screens that draw maps download it. */
export const loadGoogleMaps = createMapsLoader();
