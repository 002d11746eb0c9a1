import { describe, expect, it } from "vitest";

import { compileOnlyDb } from "@bitelog/db/testing";

import type { EntryView } from "./entry-view";
import { cachedJournal, currentEntry } from "./journal-cache";

// Only its identity matters here (the kept journals are per database): one that runs no query.
const db = compileOnlyDb();
const entry = (id: string) => ({ id, restaurant_name: `Place ${id}` }) as EntryView;

describe("currentEntry", () => {
  it("finds an entry of the journal kept in memory while its version is current, and only then", async () => {
    const account = { id: "user-1", journal_version: 3 };
    await cachedJournal(db, account, () => Promise.resolve([entry("a"), entry("b")]));

    expect(currentEntry(db, account, "b")).toEqual(entry("b"));
    expect(currentEntry(db, account, "missing")).toBeUndefined();
    // A change since (a newer version) leaves the kept journal unused: the entry is read afresh.
    expect(currentEntry(db, { ...account, journal_version: 4 }, "b")).toBeUndefined();
    expect(currentEntry(db, { id: "user-2", journal_version: 3 }, "b")).toBeUndefined();
  });

  it("finds the entries of the journal loaded anew, not those of the one it replaced", async () => {
    const account = { id: "user-3", journal_version: 1 };
    await cachedJournal(db, account, () => Promise.resolve([entry("old")]));
    expect(currentEntry(db, account, "old")).toBeDefined();
    const changed = { ...account, journal_version: 2 };
    await cachedJournal(db, changed, () => Promise.resolve([entry("new")]));
    expect(currentEntry(db, changed, "new")).toEqual(entry("new"));
    expect(currentEntry(db, changed, "old")).toBeUndefined();
  });
});
