import { describe, expect, it } from "vitest";

import { arrangeJournal } from "./arrange-journal";
import { readArrangement, withoutDefaults } from "./journal-arrangement";
import { testEntry } from "./test-entries";

// In the journal's own order (by name), as entries.list answers.
const journal = [
  testEntry({ restaurant_name: "apple", visit_date: "2024-05-01", rating: 3, would_get_again: true }),
  testEntry({ restaurant_name: "Banana", visit_date: "2025-02-01", rating: null, thumbnail_url: "/t/b" }),
  testEntry({ restaurant_name: "cherry", visit_date: "2025-02-01", rating: 5, would_get_again: false }),
  testEntry({ restaurant_name: "Date", visit_date: "2023-12-31", rating: 4, thumbnail_url: "/t/d" }),
];
const names = (entries: readonly { restaurant_name: string }[]) =>
  entries.map((entry) => entry.restaurant_name);

describe("arrangeJournal", () => {
  it("keeps the journal's alphabetical order by default", () => {
    expect(names(arrangeJournal(journal, {}))).toEqual(["apple", "Banana", "cherry", "Date"]);
    expect(names(arrangeJournal(journal, { sort: "name" }))).toEqual(["apple", "Banana", "cherry", "Date"]);
  });

  it("sorts by visit date, newest first, ties alphabetically", () => {
    expect(names(arrangeJournal(journal, { sort: "date" }))).toEqual(["Banana", "cherry", "apple", "Date"]);
  });

  it("sorts by rating, highest first, unrated last", () => {
    expect(names(arrangeJournal(journal, { sort: "rating" }))).toEqual(["cherry", "Date", "apple", "Banana"]);
  });

  it("filters by a lowest rating and by photos, together", () => {
    expect(names(arrangeJournal(journal, { rating: 4 }))).toEqual(["cherry", "Date"]);
    expect(names(arrangeJournal(journal, { photos: true }))).toEqual(["Banana", "Date"]);
    expect(names(arrangeJournal(journal, { rating: 4, photos: true, sort: "date" }))).toEqual(["Date"]);
  });

  it("filters what its owner would get again (not what was left unsaid or answered no)", () => {
    expect(names(arrangeJournal(journal, { again: true }))).toEqual(["apple"]);
    expect(names(arrangeJournal(journal, { again: true, rating: 4 }))).toEqual([]);
  });

  it("leaves the journal it was given as it was", () => {
    arrangeJournal(journal, { sort: "rating" });
    expect(names(journal)).toEqual(["apple", "Banana", "cherry", "Date"]);
  });
});

describe("readArrangement", () => {
  it("reads the URL's parameters", () => {
    expect(readArrangement({ sort: "date", rating: 4, photos: true, again: true })).toEqual({
      sort: "date",
      rating: 4,
      photos: true,
      again: true,
    });
  });

  it("drops what does not fit and keeps the rest", () => {
    const dropped = { sort: undefined, rating: undefined, photos: undefined, again: undefined };
    expect(readArrangement({ sort: "price", rating: 9, photos: "yes", again: 1 })).toStrictEqual(dropped);
    expect(readArrangement({ sort: "rating", rating: 2.5 })).toStrictEqual({ ...dropped, sort: "rating" });
  });

  it("shows no defaults in the URL", () => {
    expect(withoutDefaults({ sort: "name" })).toEqual({});
    expect(withoutDefaults({ sort: "rating", rating: 3 })).toEqual({ sort: "rating", rating: 3 });
  });
});
