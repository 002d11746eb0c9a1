import { describe, expect, it } from "vitest";

import { GEOLOCATION } from "@bitelog/config";

import type { LocationEvent, LocationState } from "./location-permission";
import {
  initialLocationState,
  LOCATION_PERMISSION_STORAGE_KEY,
  locationReducer,
  permissionShownBy,
  readRememberedPermission,
  rememberPermission,
} from "./location-permission";

const paris = { lat: 48.85, lng: 2.35 };

function run(state: LocationState, ...events: LocationEvent[]): LocationState {
  return events.reduce(locationReducer, state);
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("the location permission states", () => {
  it("opens on the prompt, with a lookup under way when granted earlier, or on the notice when denied", () => {
    expect(initialLocationState(null, true)).toEqual({ status: "idle" });
    expect(initialLocationState("granted", true)).toEqual({ status: "loading" });
    expect(initialLocationState("denied", true)).toEqual({ status: "denied" });
    expect(initialLocationState("granted", false)).toEqual({ status: "unavailable" });
  });

  it("goes from the prompt through loading to the position", () => {
    const idle = initialLocationState(null, true);
    expect(run(idle, { type: "request" })).toEqual({ status: "loading" });
    expect(run(idle, { type: "request" }, { type: "located", position: paris })).toEqual({
      status: "success",
      position: paris,
    });
  });

  it("ends denied or in error, and a retry starts over", () => {
    const loading = run(initialLocationState(null, true), { type: "request" });
    expect(run(loading, { type: "failed", reason: "denied" })).toEqual({ status: "denied" });
    expect(run(loading, { type: "failed", reason: "error" })).toEqual({ status: "error" });
    expect(
      run(
        loading,
        { type: "failed", reason: "denied" },
        { type: "request" },
        { type: "located", position: paris },
      ),
    ).toEqual({ status: "success", position: paris });
  });

  it("stays unavailable whatever happens", () => {
    expect(run({ status: "unavailable" }, { type: "request" })).toEqual({ status: "unavailable" });
  });

  it("learns the permission from a position or a refusal, not from a failed fix", () => {
    expect(permissionShownBy({ type: "located", position: paris })).toBe("granted");
    expect(permissionShownBy({ type: "failed", reason: "denied" })).toBe("denied");
    expect(permissionShownBy({ type: "failed", reason: "error" })).toBeNull();
  });
});

describe("the remembered permission", () => {
  it("is kept under its local-storage key and read back", () => {
    const storage = memoryStorage();
    expect(readRememberedPermission(storage)).toBeNull();
    rememberPermission("denied", storage, 1_000);
    expect(JSON.parse(storage.items.get(LOCATION_PERMISSION_STORAGE_KEY) ?? "")).toEqual({
      permission: "denied",
      at: 1_000,
    });
    expect(readRememberedPermission(storage, 2_000)).toBe("denied");
    rememberPermission("granted", storage);
    expect(readRememberedPermission(storage)).toBe("granted");
  });

  it("is forgotten after a month (docs/product.md §1)", () => {
    const storage = memoryStorage();
    rememberPermission("granted", storage, 0);
    expect(readRememberedPermission(storage, GEOLOCATION.permissionRetentionMs - 1)).toBe("granted");
    expect(readRememberedPermission(storage, GEOLOCATION.permissionRetentionMs)).toBeNull();
  });

  it("ignores unknown values and unusable storage", () => {
    expect(
      readRememberedPermission(memoryStorage({ [LOCATION_PERMISSION_STORAGE_KEY]: "maybe" })),
    ).toBeNull();
    expect(
      readRememberedPermission(
        memoryStorage({ [LOCATION_PERMISSION_STORAGE_KEY]: '{"permission":"sure","at":0}' }),
        1,
      ),
    ).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readRememberedPermission(broken)).toBeNull();
    expect(() => rememberPermission("granted", broken)).not.toThrow();
  });
});
