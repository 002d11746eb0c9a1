import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { partsOf } from "./import-in-parts";
import {
  forgetLegacyEntries,
  LEGACY_ENTRIES_KEY,
  legacyImportOffered,
  markLegacyImportOffered,
  readLegacyEntries,
  toImportCandidate,
} from "./legacy-journal";

/** The browser's Storage, as far as these functions use it. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the legacy local journal", () => {
  beforeEach(() => {
    vi.stubGlobal("localStorage", memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const store = (entries: unknown) => localStorage.setItem(LEGACY_ENTRIES_KEY, JSON.stringify(entries));

  it("reads the earlier version's entries, dated by the day they were written in the account's time zone", () => {
    store([
      {
        id: "l1",
        createdAt: "2021-03-31T23:30:00.000Z",
        restaurantName: "Kaffee Alt",
        whatYouHad: "Strudel",
        wouldGetAgain: true,
        thingsToRemember: "  ",
      },
      { id: 7, createdAt: 1617235200000, restaurantName: "Noodle Bar", wouldGetAgain: "no" },
    ]);
    expect(readLegacyEntries("Europe/Berlin")).toEqual([
      {
        ref: "l1",
        restaurantName: "Kaffee Alt",
        visitDate: "2021-04-01",
        whatYouHad: "Strudel",
        wouldGetAgain: true,
        thingsToRemember: null,
      },
      {
        ref: "7",
        restaurantName: "Noodle Bar",
        visitDate: "2021-04-01",
        whatYouHad: null,
        wouldGetAgain: false,
        thingsToRemember: null,
      },
    ]);
    expect(readLegacyEntries("America/New_York")[0]?.visitDate).toBe("2021-03-31");
  });

  it("keeps what it cannot read whole, for the server to judge, and reads nothing from a broken store", () => {
    store([{ restaurantName: "No id", createdAt: "yesterday" }, "junk", { id: "x", wouldGetAgain: "maybe" }]);
    const entries = readLegacyEntries("Not/AZone");
    expect(
      entries.map((entry) => [entry.ref, entry.restaurantName, entry.visitDate, entry.wouldGetAgain]),
    ).toEqual([
      ["#1", "No id", "", null],
      ["#2", "", "", null],
      ["x", "", "", null],
    ]);
    const [first] = entries;
    expect(first && toImportCandidate(first)).toEqual({
      ref: "#1",
      fields: {
        restaurantName: "No id",
        visitDate: "",
        whatYouHad: null,
        wouldGetAgain: null,
        thingsToRemember: null,
      },
    });
    localStorage.setItem(LEGACY_ENTRIES_KEY, "{not json");
    expect(readLegacyEntries(null)).toEqual([]);
  });

  it("forgets only the entries the server confirmed, and the whole key once none is left", () => {
    store([{ id: "a" }, { id: "b" }, { id: "c" }]);
    forgetLegacyEntries(new Set(["a", "c"]));
    expect(JSON.parse(localStorage.getItem(LEGACY_ENTRIES_KEY) ?? "")).toEqual([{ id: "b" }]);
    forgetLegacyEntries(new Set(["b"]));
    expect(localStorage.getItem(LEGACY_ENTRIES_KEY)).toBeNull();
  });

  it("remembers that the offer was made on this device", () => {
    expect(legacyImportOffered()).toBe(false);
    markLegacyImportOffered();
    expect(legacyImportOffered()).toBe(true);
  });
});

describe("partsOf", () => {
  it("sends a usual journal in one part, and a large one in parts that keep the order", () => {
    const small = Array.from({ length: 300 }, (_, i) => ({
      ref: String(i),
      fields: { restaurantName: `N${i}` },
    }));
    expect(partsOf(small)).toEqual([small]);
    const large = Array.from({ length: 300 }, (_, i) => ({
      ref: String(i),
      fields: { restaurantName: `N${i}`, thingsToRemember: "é".repeat(1500) },
    }));
    const parts = partsOf(large);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.flat()).toEqual(large);
    for (const part of parts)
      expect(new TextEncoder().encode(JSON.stringify(part)).length).toBeLessThan(140_000);
  });
});
