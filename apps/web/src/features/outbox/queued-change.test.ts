import { describe, expect, it } from "vitest";

import type { RouterOutputs } from "@bitelog/api";

import type { EntryFields } from "../journal/entry";
import type { QueuedChange } from "./queued-change";
import { formFieldsOf } from "../journal/form-fields-of";
import { nextToSend, syncStateOf, withQueuedChanges, withQueuedMatches } from "./queued-change";

type Entry = RouterOutputs["entries"]["list"][number];

const fields = (restaurantName: string, more: Partial<EntryFields> = {}): EntryFields => ({
  restaurantName,
  restaurantAddress: "",
  restaurantLatitude: null,
  restaurantLongitude: null,
  visitDate: "2026-11-20",
  rating: null,
  comment: "",
  whatYouHad: "",
  wouldGetAgain: null,
  thingsToRemember: "",
  ...more,
});

const saved = (id: string, name: string): Entry => ({
  id,
  location_precision: "exact",
  restaurant_name: name,
  restaurant_address: "1 Rue de la Paix, Paris",
  restaurant_latitude: 48.86,
  restaurant_longitude: 2.33,
  visit_date: "2026-10-01",
  rating: 4,
  comment: null,
  what_you_had: null,
  would_get_again: true,
  things_to_remember: null,
  photoUrls: ["/api/images/photos/a.webp"],
  thumbnail_url: "/api/images/photos/a-thumb.webp",
  listed_since: null,
});

let seq = 0;
const queued = (change: Record<string, unknown> & Pick<QueuedChange, "kind" | "entryId">): QueuedChange =>
  ({
    seq: ++seq,
    key: `key-${seq}`,
    queuedAt: "2026-11-27T10:00:00.000Z",
    sent: false,
    ...change,
  }) as QueuedChange;

describe("the journal with its queued changes", () => {
  const paris = saved("e-1", "Chez Paris");
  const rome = saved("e-2", "Da Roma");

  it("puts entries made or renamed offline in their A-Z places, as the server will list them", () => {
    const first = queued({
      kind: "create",
      entryId: "local-1",
      fields: fields("  Tapas Bar ", { comment: " " }),
      photos: [],
    });
    const second = queued({
      kind: "create",
      entryId: "local-2",
      fields: fields("noodle Bar", { rating: 5 }),
      photos: [],
    });
    const accented = queued({ kind: "create", entryId: "local-3", fields: fields("Ámbar"), photos: [] });
    const rename = queued({ kind: "update", entryId: "e-1", fields: fields("Zinc") });
    const list = withQueuedChanges([paris, rome], [first, second, accented, rename]);
    expect(list.map((entry) => entry.restaurant_name)).toEqual([
      "Ámbar",
      "Da Roma",
      "noodle Bar",
      "Tapas Bar",
      "Zinc",
    ]);
    expect(list[3]).toMatchObject({ id: "local-1", comment: null, location_precision: null });
    expect(list[2]).toMatchObject({ id: "local-2", rating: 5, photoUrls: [], thumbnail_url: null });
  });

  it("applies edits over what the server holds, keeping its photos, and leaves deleted entries out", () => {
    const edit = queued({ kind: "update", entryId: "e-1", fields: fields("Chez Paris Bis", { rating: 2 }) });
    const removal = queued({ kind: "delete", entryId: "e-2" });
    const list = withQueuedChanges([paris, rome], [edit, removal]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: "e-1",
      restaurant_name: "Chez Paris Bis",
      rating: 2,
      restaurant_address: null,
      photoUrls: paris.photoUrls,
      thumbnail_url: paris.thumbnail_url,
    });
  });

  it("shows photos removed and a thumbnail chosen offline", () => {
    const two = { ...paris, photoUrls: ["/api/images/photos/a.webp", "/api/images/photos/b.webp"] };
    const removal = queued({
      kind: "removePhotos",
      entryId: "e-1",
      photoUrls: ["/api/images/photos/a.webp"],
    });
    expect(withQueuedChanges([two], [removal])[0]).toMatchObject({
      photoUrls: ["/api/images/photos/b.webp"],
      thumbnail_url: "/api/images/photos/b-thumb.webp",
    });
    const chosen = queued({
      kind: "update",
      entryId: "e-1",
      fields: { ...fields("Chez Paris"), thumbnailUrl: "/api/images/photos/b.webp" },
    });
    expect(withQueuedChanges([two], [chosen])[0]?.thumbnail_url).toBe("/api/images/photos/b-thumb.webp");
    const all = queued({ kind: "removePhotos", entryId: "e-1", photoUrls: two.photoUrls });
    expect(withQueuedChanges([two], [all])[0]).toMatchObject({ photoUrls: [], thumbnail_url: null });
  });

  it("answers the same list when nothing is queued", () => {
    const list = [paris, rome];
    expect(withQueuedChanges(list, [])).toBe(list);
  });
});

describe("search results with the queued changes", () => {
  it("adds entries made offline that match, and lists edited ones by what they say now", () => {
    const ramen = saved("e-1", "Ramen Ya");
    const renamed = saved("e-2", "Ramen Corner");
    const gone = saved("e-3", "Ramen Stop");
    const untouched = saved("e-4", "Zen Kitchen");
    const changes = [
      queued({
        kind: "create",
        entryId: "local-1",
        fields: fields("Tonkotsu", { comment: "Best rámen" }),
        photos: [],
      }),
      queued({ kind: "create", entryId: "local-2", fields: fields("Pizza Uno"), photos: [] }),
      queued({ kind: "update", entryId: "e-1", fields: fields("Ramen Ya", { rating: 5 }) }),
      queued({ kind: "update", entryId: "e-2", fields: fields("Corner Bistro") }),
      queued({ kind: "delete", entryId: "e-3" }),
    ];
    // The server found Zen Kitchen by a field offline search does not know of: its verdict stands.
    const shown = withQueuedMatches([ramen, renamed, gone, untouched], changes, "ramen");
    expect(shown.map((entry) => [entry.id, entry.rating])).toEqual([
      ["e-1", 5],
      ["local-1", null],
      ["e-4", 4],
    ]);
    expect(withQueuedMatches([ramen], [], "ramen")).toEqual([ramen]);

    // Renamed into a match: the server cannot find it yet, the journal on the device can.
    const sushi = saved("e-5", "Sushi Bar");
    const rename = queued({ kind: "update", entryId: "e-5", fields: fields("Ramen Sushi Bar") });
    const journal = [ramen, renamed, gone, untouched, sushi];
    expect(
      withQueuedMatches([ramen, renamed, gone], [...changes, rename], "ramen", journal).map(
        (entry) => entry.id,
      ),
    ).toEqual(["e-5", "e-1", "local-1"]);
  });
});

describe("what is sent next", () => {
  it("sends in queueing order, and a refused change holds back only its own entry's later changes", () => {
    const refused = {
      ...queued({ kind: "update", entryId: "e-1", fields: fields("A") }),
      refusal: { error: "Bad" },
    };
    const heldBack = queued({ kind: "delete", entryId: "e-1" });
    const other = queued({ kind: "create", entryId: "local-9", fields: fields("B"), photos: [] });
    expect(nextToSend([refused, heldBack, other])).toBe(other);
    expect(nextToSend([refused, heldBack])).toBeUndefined();
    expect(nextToSend([heldBack, other])).toBe(heldBack);
    // Photos refused (a plan's photo limit) hold nothing back: the entry's details go on.
    const photosRefused = {
      ...queued({ kind: "photos", entryId: "e-2", photos: [] }),
      refusal: { error: "Photo limit reached" },
    };
    const edit = queued({ kind: "update", entryId: "e-2", fields: fields("C") });
    expect(nextToSend([photosRefused, edit])).toBe(edit);
    expect(syncStateOf([refused, heldBack, other], "e-1")).toBe("refused");
    expect(syncStateOf([refused, heldBack, other], "local-9")).toBe("waiting");
    expect(syncStateOf([other], "e-1")).toBeNull();
  });

  it("passes over a deletion that may still be undone, and sends what follows it", () => {
    const deletion = queued({ kind: "delete", entryId: "e-3" });
    const later = queued({ kind: "update", entryId: "e-4", fields: fields("D") });
    const undoable = (change: QueuedChange) => change === deletion;
    expect(nextToSend([deletion, later], undoable)).toBe(later);
    expect(nextToSend([deletion], undoable)).toBeUndefined();
    expect(nextToSend([deletion, later])).toBe(deletion);
  });

  it("edits from the latest queued details of an entry", () => {
    const create = queued({ kind: "create", entryId: "local-3", fields: fields("First name"), photos: [] });
    const update = queued({
      kind: "update",
      entryId: "local-3",
      fields: { ...fields("Second name"), thumbnailUrl: null },
    });
    const formOf = (changes: QueuedChange[], id: string) => {
      const entry = withQueuedChanges([], changes).find((candidate) => candidate.id === id);
      return entry && formFieldsOf(entry);
    };
    expect(formOf([create, update], "local-3")).toEqual(fields("Second name"));
    expect(formOf([create], "local-3")).toEqual(fields("First name"));
    expect(formOf([create], "e-1")).toBeUndefined();
  });
});
