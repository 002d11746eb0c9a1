import { describe, expect, it } from "vitest";

import type { QueuedChange } from "../outbox/queued-change";
import type { PlaceToTry } from "./arrange-places";
import { nextToSend } from "../outbox/queued-change";
import { withQueuedPlaces } from "./queued-places";

const saved: PlaceToTry = {
  id: "6f1c2a9e-0000-4000-8000-000000000001",
  restaurant_name: "Taberna Alma",
  restaurant_address: "Rua da Prata 1, Lisboa",
  restaurant_latitude: 38.71,
  restaurant_longitude: -9.14,
  location_precision: "approximate",
  note: null,
  source_url: null,
  list_name: "Lisbon",
  created_at: "2026-11-01T10:00:00.000Z",
};

const queuedPlace = (seq: number, more: Partial<Extract<QueuedChange, { kind: "createPlace" }>> = {}) =>
  ({
    kind: "createPlace",
    seq,
    key: `key-${seq}`,
    queuedAt: "2026-11-28T09:00:00.000Z",
    sent: false,
    placeId: `local-${seq}`,
    place: {
      restaurantName: "  Cervejaria Ramiro ",
      restaurantAddress: " ",
      restaurantLatitude: 38.72,
      restaurantLongitude: -9.13,
      note: "Prawns",
      sourceUrl: "",
      listName: null,
    },
    ...more,
  }) satisfies QueuedChange;

describe("withQueuedPlaces", () => {
  it("lists a place added offline as the server will answer it, after the saved ones", () => {
    expect(withQueuedPlaces([saved], [queuedPlace(1)])).toEqual([
      saved,
      {
        id: "local-1",
        restaurant_name: "Cervejaria Ramiro",
        restaurant_address: null,
        restaurant_latitude: 38.72,
        restaurant_longitude: -9.13,
        location_precision: "exact",
        note: "Prawns",
        source_url: null,
        list_name: null,
        created_at: "2026-11-28T09:00:00.000Z",
      },
    ]);
  });

  it("gives a place with only an address no position until the server places it", () => {
    const [place] = withQueuedPlaces(
      [],
      [
        queuedPlace(1, {
          place: {
            restaurantName: "Ramiro",
            restaurantAddress: "Av. Almirante Reis 1",
            restaurantLatitude: null,
            restaurantLongitude: null,
          },
        }),
      ],
    );
    expect(place).toMatchObject({
      restaurant_address: "Av. Almirante Reis 1",
      restaurant_latitude: null,
      location_precision: null,
    });
  });

  it("leaves the list alone for changes to entries", () => {
    const list = withQueuedPlaces([saved], [{ ...queuedPlace(1), kind: "delete", entryId: "e1" }]);
    expect(list).toEqual([saved]);
  });
});

describe("a refused place to try in the outbox", () => {
  it("holds back nothing queued after it", () => {
    const refused = { ...queuedPlace(1), refusal: { error: "Place limit reached" } };
    const next = queuedPlace(2);
    expect(nextToSend([refused, next])).toBe(next);
  });
});
