import { z } from "zod";

import type { GeocodedLocation, GeocoderPort } from "../ports";

export interface PhotonGeocoderOptions {
  /** The Photon instance (PHOTON_URL), without a trailing slash. */
  url: string;
  /** How long a lookup may take before it counts as unanswered. */
  timeoutMs: number;
}

/** Photon's kinds of result that name an area rather than a place in it. */
const AREA_TYPES = new Set(["city", "county", "state", "country", "district", "locality"]);

const answerSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({
        coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
      }),
      properties: z.object({ type: z.string().optional() }).loose(),
    }),
  ),
});

/**
 * A Photon-compatible geocoder (komoot's public instance or a self-hosted one): its best match for
 * the address, with no position to bias it (the server has none it may send).
 */
export function createPhotonGeocoder(options: PhotonGeocoderOptions): GeocoderPort {
  return {
    async locate(address: string): Promise<GeocodedLocation | null> {
      const url = new URL(`${options.url}/api`);
      url.searchParams.set("q", address);
      url.searchParams.set("limit", "1");
      const response = await fetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`Photon answered ${response.status}`);
      }
      const [best] = answerSchema.parse(await response.json()).features;
      if (!best) return null;
      const [longitude, latitude] = best.geometry.coordinates;
      const area = AREA_TYPES.has(best.properties.type ?? "");
      return { latitude, longitude, precision: area ? "approximate" : "exact" };
    },
  };
}
