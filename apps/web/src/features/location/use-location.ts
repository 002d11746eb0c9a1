import { useCallback, useEffect, useReducer, useState } from "react";

import type { LocationState } from "./location-permission";
import { locate } from "./geolocation";
import {
  initialLocationState,
  locationReducer,
  permissionShownBy,
  readRememberedPermission,
  rememberPermission,
} from "./location-permission";

export interface UserLocation {
  state: LocationState;
  /** The prompt's "Allow location": asks the browser (which may show its own prompt). */
  allow: () => void;
  /** "Enable" / "Try again" after a refusal or a failure: asks again for a fresh position. */
  retry: () => void;
}

/**
 * The user's position for this screen (docs/product.md §4): looked up at once when granted on an earlier
 * visit, otherwise only when asked. It stays in memory and is never sent to the server (docs/product.md §1).
 */
export function useUserLocation(): UserLocation {
  const [initial] = useState(() =>
    initialLocationState(readRememberedPermission(), "geolocation" in navigator),
  );
  const [state, dispatch] = useReducer(locationReducer, initial);

  const lookUp = useCallback(async (fresh: boolean) => {
    const event = await locate(navigator.geolocation, { fresh });
    const permission = permissionShownBy(event);
    if (permission) rememberPermission(permission);
    dispatch(event);
  }, []);

  // Granted earlier: the state opened as "loading", so only the lookup itself is left to start.
  useEffect(() => {
    if (initial.status === "loading") void lookUp(false);
  }, [initial, lookUp]);

  const ask = useCallback(
    (fresh: boolean) => {
      if (initial.status === "unavailable") return;
      dispatch({ type: "request" });
      void lookUp(fresh);
    },
    [initial, lookUp],
  );

  return { state, allow: () => ask(false), retry: () => ask(true) };
}
