import { describe, expect, it } from "vitest";

import type { Entry } from "../journal/entry";
import { testEntry } from "../journal/test-entries";
import { journalPlaces } from "./journal-places";

function entry(id: string, name: string, address: string | null, lat: number | null = 41.38): Entry {
  return testEntry({
    id,
    restaurant_name: name,
    restaurant_address: address,
    restaurant_latitude: lat,
    restaurant_longitude: lat === null ? null : 2.17,
    visit_date: "2025-10-01",
    location_precision: lat === null ? null : "exact",
  });
}

describe("journalPlaces", () => {
  const journal = [
    entry("1", "Café Zürich", "Plaça de Catalunya 1, Barcelona"),
    entry("2", "Café Zürich", "Plaça de Catalunya 1, Barcelona"),
    entry("3", "Bar Cañete", "Carrer de la Unió 17, Barcelona"),
    entry("4", "Cafe sin sitio", null),
    entry("5", "Cafetería Sin Pin", "Somewhere 1", null),
  ];

  it("finds a logged place by its name or address from two letters, accents aside, once per place", () => {
    expect(journalPlaces(journal, "ca")).toEqual([
      {
        id: "journal-1",
        mainText: "Café Zürich",
        secondaryText: "Plaça de Catalunya 1, Barcelona",
        source: "journal",
        place: {
          name: "Café Zürich",
          address: "Plaça de Catalunya 1, Barcelona",
          latitude: 41.38,
          longitude: 2.17,
        },
      },
      {
        id: "journal-3",
        mainText: "Bar Cañete",
        secondaryText: "Carrer de la Unió 17, Barcelona",
        source: "journal",
        place: {
          name: "Bar Cañete",
          address: "Carrer de la Unió 17, Barcelona",
          latitude: 41.38,
          longitude: 2.17,
        },
      },
    ]);
    expect(journalPlaces(journal, "union").map((found) => found.id)).toEqual([]);
    expect(journalPlaces(journal, "unió").map((found) => found.id)).toEqual(["journal-3"]);
  });

  it("suggests nothing for one letter", () => {
    expect(journalPlaces(journal, "c")).toEqual([]);
  });
});
