/**
 * The location permission flow of docs/product.md §4 as pure functions: the states, what moves between them,
 * and what is remembered in local storage. The position itself lives only in memory (docs/product.md §1).
 */

import { GEOLOCATION } from "@bitelog/config";

export type LocationState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "success"; position: google.maps.LatLngLiteral }
  | { status: "denied" }
  /** The browser has no geolocation at all. */
  | { status: "unavailable" }
  /** The position could not be had this time (no fix, timeout). */
  | { status: "error" };

export type LocationStatus = LocationState["status"];

export type LocationEvent =
  | { type: "request" }
  | { type: "located"; position: google.maps.LatLngLiteral }
  | { type: "failed"; reason: "denied" | "error" };

/** What the browser granted last time, as remembered in local storage (docs/product.md §3). */
export type RememberedPermission = "granted" | "denied";

export const LOCATION_PERMISSION_STORAGE_KEY = "bitelog-location-permission";

/**
 * The state a screen opens in: granted earlier means looking up at once (the lookup is already
 * under way), denied earlier means the notice with its retry, and otherwise the prompt.
 */
export function initialLocationState(
  remembered: RememberedPermission | null,
  geolocationSupported: boolean,
): LocationState {
  if (!geolocationSupported) return { status: "unavailable" };
  if (remembered === "granted") return { status: "loading" };
  if (remembered === "denied") return { status: "denied" };
  return { status: "idle" };
}

export function locationReducer(state: LocationState, event: LocationEvent): LocationState {
  if (state.status === "unavailable") return state;
  switch (event.type) {
    case "request":
      return { status: "loading" };
    case "located":
      return { status: "success", position: event.position };
    case "failed":
      return { status: event.reason };
  }
}

/** What a lookup's outcome says about the permission; a failed fix says nothing about it. */
export function permissionShownBy(event: LocationEvent): RememberedPermission | null {
  if (event.type === "located") return "granted";
  if (event.type === "failed" && event.reason === "denied") return "denied";
  return null;
}

type PermissionStorage = Pick<Storage, "getItem" | "setItem">;

/** The result and when it was given; after a month it is forgotten and the prompt shows again. */
interface StoredPermission {
  permission: RememberedPermission;
  at: number;
}

function parseStored(value: string | null, now: number): RememberedPermission | null {
  try {
    const stored = JSON.parse(value ?? "null") as Partial<StoredPermission> | null;
    const fresh = typeof stored?.at === "number" && now - stored.at < GEOLOCATION.permissionRetentionMs;
    return fresh && (stored.permission === "granted" || stored.permission === "denied")
      ? stored.permission
      : null;
  } catch {
    return null;
  }
}

// Inside try: even reading window.localStorage throws where storage is blocked.
export function readRememberedPermission(
  storage?: PermissionStorage,
  now: number = Date.now(),
): RememberedPermission | null {
  try {
    return parseStored((storage ?? localStorage).getItem(LOCATION_PERMISSION_STORAGE_KEY), now);
  } catch {
    return null; // Storage can be disabled: the prompt then simply shows again.
  }
}

export function rememberPermission(
  permission: RememberedPermission,
  storage?: PermissionStorage,
  now: number = Date.now(),
): void {
  const stored: StoredPermission = { permission, at: now };
  try {
    (storage ?? localStorage).setItem(LOCATION_PERMISSION_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // The choice then lasts for this visit only.
  }
}
