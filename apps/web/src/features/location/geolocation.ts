import { GEOLOCATION } from "@bitelog/config";

import type { LocationEvent } from "./location-permission";

/**
 * docs/product.md §7: high accuracy, with GEOLOCATION's timeout and oldest position; a retry asks for a fresh one,
 * since the cached answer is what just failed.
 */
export function geolocationOptions({ fresh }: { fresh: boolean }): PositionOptions {
  return {
    enableHighAccuracy: true,
    timeout: GEOLOCATION.timeoutMs,
    maximumAge: fresh ? 0 : GEOLOCATION.maximumAgeMs,
  };
}

/** Asks the browser for the user's position once; the answer is the event for locationReducer. */
export function locate(
  geolocation: Pick<Geolocation, "getCurrentPosition">,
  options: { fresh: boolean },
): Promise<Extract<LocationEvent, { type: "located" | "failed" }>> {
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ type: "located", position: { lat: coords.latitude, lng: coords.longitude } }),
      // Codes of GeolocationPositionError: 1 is PERMISSION_DENIED; 2 (no fix) and 3 (timeout) may pass.
      (error) => resolve({ type: "failed", reason: error.code === 1 ? "denied" : "error" }),
      geolocationOptions(options),
    );
  });
}
