import { describe, expect, it } from "vitest";

import { searchSaved } from "./search-saved";
import { testEntry } from "./test-entries";

describe("searchSaved", () => {
  const cafe = testEntry({ restaurant_name: "Café Müller", restaurant_address: "Rue de la Paix, Paris" });
  const noodles = testEntry({ restaurant_name: "Noodle Bar", what_you_had: "Dan dan MIAN" });
  const osteria = testEntry({
    restaurant_name: "Osteria",
    comment: null,
    things_to_remember: "ask for Bruno",
  });
  const journal = [cafe, noodles, osteria];

  it("finds any part of a word in every field the server searches, without case or accents", () => {
    expect(searchSaved(journal, "cafe")).toEqual([cafe]);
    expect(searchSaved(journal, "MULL")).toEqual([cafe]);
    expect(searchSaved(journal, "paix")).toEqual([cafe]);
    expect(searchSaved(journal, "mian")).toEqual([noodles]);
    expect(searchSaved(journal, "bruno")).toEqual([osteria]);
  });

  it("folds as the server does: ß is ss and Ø is o, typed either way", () => {
    const beer = testEntry({ restaurant_name: "Øl & Brød", restaurant_address: "Hauptstraße 1" });
    expect(searchSaved([beer], "ol & brod")).toEqual([beer]);
    expect(searchSaved([beer], "strasse")).toEqual([beer]);
    expect(searchSaved([beer], "STRAẞE")).toEqual([beer]);
  });

  it("keeps the journal's order, and finds nothing for a blank or unknown term", () => {
    expect(searchSaved(journal, "a")).toEqual([cafe, noodles, osteria]);
    expect(searchSaved(journal, "   ")).toEqual([]);
    expect(searchSaved(journal, "sushi")).toEqual([]);
  });
});
