import { useQuery } from "@tanstack/react-query";

import type { MapsLibraries, MapsLibraryName } from "../../lib/maps-loader";
import { runtimeConfig } from "../../lib/runtime-config";

export type GoogleMaps<Name extends MapsLibraryName> =
  | { status: "loading" }
  | { status: "ready"; libraries: Pick<MapsLibraries, Name> }
  | { status: "failed"; retry: () => void };

type Loaded<Name extends MapsLibraryName> = Extract<GoogleMaps<Name>, { status: "ready" }>;

async function load<Name extends MapsLibraryName>(names: readonly Name[]): Promise<Loaded<Name>> {
  // Imported here, not at the top: only the screens that draw maps or suggest places download it.
  const { loadGoogleMaps } = await import("../../lib/maps-loader");
  return { status: "ready", libraries: await loadGoogleMaps(runtimeConfig.googleMapsApiKey, names) };
}

/** Loads Google Maps libraries (used only when the site has a key: see map-provider) once per page, shared by every component that asks for the same ones. */
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
