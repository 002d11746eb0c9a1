import { describe, expect, it } from "vitest";

import type { QueuedChange } from "../outbox/queued-change";
import type { PlaceToTry } from "./arrange-places";
import { nextToSend, subjectOf, syncStateOf, withServerId } from "../outbox/queued-change";
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

  const newDetails = {
    restaurantName: "Taberna Alma Nova",
    restaurantAddress: "Rua da Prata 2, Lisboa",
    restaurantLatitude: null,
    restaurantLongitude: null,
    note: " Book ahead ",
    sourceUrl: null,
    listName: null,
  };

  it("shows a saved place's queued edit where it stands, keeping when it was added", () => {
    const edit = { ...queuedPlace(1), kind: "updatePlace", placeId: saved.id, place: newDetails } as const;
    expect(withQueuedPlaces([saved], [edit])).toEqual([
      {
        ...saved,
        restaurant_name: "Taberna Alma Nova",
        restaurant_address: "Rua da Prata 2, Lisboa",
        restaurant_latitude: null,
        restaurant_longitude: null,
        location_precision: null,
        note: "Book ahead",
        list_name: null,
      },
    ]);
  });

  it("applies an edit of a place added offline over its addition", () => {
    const edit = { ...queuedPlace(2), kind: "updatePlace", placeId: "local-1", place: newDetails } as const;
    const [place] = withQueuedPlaces([], [queuedPlace(1), edit]);
    expect(place).toMatchObject({ id: "local-1", restaurant_name: "Taberna Alma Nova", note: "Book ahead" });
  });

  it("leaves out places removed on this device, added offline or saved", () => {
    const removal = (seq: number, placeId: string) =>
      ({ ...queuedPlace(seq), kind: "deletePlace", placeId }) as const;
    expect(withQueuedPlaces([saved], [queuedPlace(1), removal(2, "local-1"), removal(3, saved.id)])).toEqual(
      [],
    );
  });

  it("leaves out a place a visit saved offline takes off the list", () => {
    const visit: QueuedChange = {
      kind: "create",
      seq: 1,
      key: "key-1",
      queuedAt: "2026-11-28T09:00:00.000Z",
      sent: false,
      entryId: "local-9",
      photos: [],
      fields: {
        restaurantName: saved.restaurant_name,
        visitDate: "2026-11-28",
        rating: null,
        placeToTryId: saved.id,
      },
    };
    expect(withQueuedPlaces([saved], [visit])).toEqual([]);
  });

  it("leaves the list alone for changes to entries", () => {
    const list = withQueuedPlaces([saved], [{ ...queuedPlace(1), kind: "delete", entryId: "e1" }]);
    expect(list).toEqual([saved]);
  });
});

describe("a place to try in the outbox", () => {
  const edit = {
    ...queuedPlace(2),
    kind: "updatePlace",
    placeId: "local-1",
    place: queuedPlace(2).place,
  } as const;

  it("holds back, once refused, only the later changes to the same place", () => {
    const refused = { ...queuedPlace(1), refusal: { error: "Place limit reached" } };
    const other = queuedPlace(3);
    expect(nextToSend([refused, edit, other])).toBe(other);
    expect(syncStateOf([refused, edit, other], "local-1")).toBe("refused");
    expect(syncStateOf([refused, edit, other], "local-3")).toBe("waiting");
  });

  it("moves a later change to the id the server gave the place", () => {
    expect(subjectOf(edit)).toBe("local-1");
    expect(withServerId(edit, "local-1", saved.id)).toEqual({ ...edit, placeId: saved.id });
    expect(withServerId(edit, "local-9", saved.id)).toBeNull();
    expect(subjectOf({ kind: "delete", entryId: "e-1" })).toBe("e-1");
  });

  it("moves a visit queued to a place still waiting to be added to the id the server gave it", () => {
    const visit: QueuedChange = {
      ...queuedPlace(3),
      kind: "create",
      entryId: "local-3",
      photos: [],
      fields: {
        restaurantName: "Cervejaria Ramiro",
        visitDate: "2026-11-28",
        rating: null,
        placeToTryId: "local-1",
      },
    };
    const moved = withServerId(visit, "local-1", saved.id);
    expect(moved).toEqual({ ...visit, fields: { ...visit.fields, placeToTryId: saved.id } });
    // The visit itself is still the one made on this device.
    expect(moved && subjectOf(moved)).toBe("local-3");
    expect(withServerId(visit, "local-2", saved.id)).toBeNull();
  });
});
