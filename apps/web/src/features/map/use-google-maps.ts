import { useQuery } from "@tanstack/react-query";

import type { MapsLibraries, MapsLibraryName } from "../../lib/maps-loader";
import { runtimeConfig } from "../../lib/runtime-config";

export type GoogleMaps<Name extends MapsLibraryName> =
  | { status: "loading" }
  | { status: "ready"; libraries: Pick<MapsLibraries, Name> }
  /** No key configured: the map and the suggestions are off (spec §8 "map configuration"). */
  | { status: "missingKey" }
  | { status: "failed"; retry: () => void };

type Loaded<Name extends MapsLibraryName> = Extract<GoogleMaps<Name>, { status: "ready" | "missingKey" }>;

async function load<Name extends MapsLibraryName>(names: readonly Name[]): Promise<Loaded<Name>> {
  // Imported here, not at the top: only the screens that draw maps or suggest places download it.
  const { loadGoogleMaps, MapsConfigurationError } = await import("../../lib/maps-loader");
  try {
    return { status: "ready", libraries: await loadGoogleMaps(runtimeConfig.googleMapsApiKey, names) };
  } catch (error) {
    if (error instanceof MapsConfigurationError) return { status: "missingKey" };
    throw error;
  }
}

/** Loads Google Maps libraries once per page, shared by every component that asks for the same ones. */
export function useGoogleMaps<const Name extends MapsLibraryName>(
  names: readonly Name[],
  { enabled = true }: { enabled?: boolean } = {},
): GoogleMaps<Name> {
  const query = useQuery({
    queryKey: ["google-maps", ...names],
    queryFn: () => load(names),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false, // The loader retries with its own growing delays.
    structuralSharing: false, // Google's library objects are not data to compare.
  });
  if (query.isSuccess) return query.data;
  // A retry keeps the error until it settles; show it as loading meanwhile.
  if (query.isError && !query.isFetching) return { status: "failed", retry: () => void query.refetch() };
  return { status: "loading" };
}
