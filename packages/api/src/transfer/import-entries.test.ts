import { describe, expect, it } from "vitest";

import { IMPORT_LIMITS, PLAN_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { AppUser } from "../testing";
import { rejectionOf, useApiHarness } from "../testing";

const legacy = (ref: string, fields: unknown) => ({ ref, fields });

describe.each(testBackends())("importing entries on $name", (backend) => {
  const api = useApiHarness(backend);
  const { newUser, callerFor } = api;
  const namesOf = async (user: AppUser) =>
    (await (await callerFor(user)).entries.list()).map((entry) => entry.restaurant_name);

  it("brings entries in with every field, and says what became of each", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    const report = await caller.transfer.import({
      entries: [
        legacy("a1", {
          restaurantName: "Kaffee Alt",
          visitDate: "2021-04-02",
          whatYouHad: "Apfelstrudel",
          wouldGetAgain: true,
          thingsToRemember: "Cash only",
        }),
        legacy("a2", { restaurantName: "Noodle Bar", visitDate: "2021-05-01", rating: 4, comment: "Slurp" }),
      ],
    });
    expect(report).toMatchObject({ dryRun: false, imported: 2, duplicates: 0, overLimit: 0, invalid: 0 });
    expect(report.outcomes.map((outcome) => [outcome.ref, outcome.status])).toEqual([
      ["a1", "imported"],
      ["a2", "imported"],
    ]);
    const [first] = report.outcomes;
    const entry = await caller.entries.get({ id: first?.status === "imported" ? (first.id ?? "") : "" });
    expect(entry).toMatchObject({
      restaurant_name: "Kaffee Alt",
      visit_date: "2021-04-02",
      what_you_had: "Apfelstrudel",
      would_get_again: true,
      things_to_remember: "Cash only",
      rating: null,
    });
    // Found by search like any other entry.
    expect((await caller.entries.search({ q: "strudel" })).entries.map((e) => e.id)).toEqual([entry.id]);
  });

  it("answers a dry run with the same report, writing nothing", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    const entries = [
      legacy("1", { restaurantName: "Uno", visitDate: "2022-01-01" }),
      legacy("2", { restaurantName: "", visitDate: "2022-01-01" }),
    ];
    const dry = await caller.transfer.import({ entries, dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, imported: 1, invalid: 1 });
    expect(dry.outcomes[0]).toEqual({ ref: "1", status: "imported", id: null });
    expect(await namesOf(user)).toEqual([]);
    expect(await caller.transfer.import({ entries })).toMatchObject({
      dryRun: false,
      imported: 1,
      invalid: 1,
    });
    expect(await namesOf(user)).toEqual(["Uno"]);
  });

  it("reports each invalid entry with its reason and imports the rest", async () => {
    const user = await newUser();
    const report = await (
      await callerFor(user)
    ).transfer.import({
      entries: [
        legacy("blank", { restaurantName: "   ", visitDate: "2022-01-01" }),
        legacy("date", { restaurantName: "Bad date", visitDate: "2022-02-30" }),
        legacy("again", { restaurantName: "Odd", visitDate: "2022-01-01", wouldGetAgain: "maybe" }),
        legacy("fine", { restaurantName: "Fine", visitDate: "2022-01-01" }),
        legacy("junk", "not an object"),
      ],
    });
    expect(report).toMatchObject({ imported: 1, invalid: 4 });
    expect(report.outcomes).toEqual([
      {
        ref: "blank",
        status: "invalid",
        field: "restaurantName",
        message: "restaurantName: is required (at least one visible character)",
      },
      {
        ref: "date",
        status: "invalid",
        field: "visitDate",
        message: "visitDate: must be a date written YYYY-MM-DD",
      },
      {
        ref: "again",
        status: "invalid",
        field: "wouldGetAgain",
        message: "wouldGetAgain: must be true, false or null",
      },
      { ref: "fine", status: "imported", id: expect.any(String) as string },
      {
        ref: "junk",
        status: "invalid",
        field: "(body)",
        message: expect.stringContaining("(body)") as string,
      },
    ]);
    expect(await namesOf(user)).toEqual(["Fine"]);
  });

  it("skips what the journal already holds, so importing twice changes nothing", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    await caller.entries.create({
      restaurantName: "Chez Nous",
      restaurantAddress: "1 Rue X",
      visitDate: "2023-03-03",
    });
    const entries = [
      // Same name (in other case), date and address as the entry above.
      legacy("same", { restaurantName: "CHEZ NOUS", restaurantAddress: "1 rue x", visitDate: "2023-03-03" }),
      legacy("other day", {
        restaurantName: "Chez Nous",
        restaurantAddress: "1 Rue X",
        visitDate: "2023-04-04",
      }),
      // Twice in one import: the second is the duplicate.
      legacy("twice", { restaurantName: "Twice", visitDate: "2023-05-05" }),
      legacy("twice again", { restaurantName: "Twice", visitDate: "2023-05-05" }),
    ];
    expect((await caller.transfer.import({ entries })).outcomes.map((outcome) => outcome.status)).toEqual([
      "duplicate",
      "imported",
      "imported",
      "duplicate",
    ]);
    expect(await caller.transfer.import({ entries })).toMatchObject({ imported: 0, duplicates: 4 });
    expect(await namesOf(user)).toEqual(["Chez Nous", "Chez Nous", "Twice"]);
  });

  it("imports what fits a free plan, reports the rest, and touches no one else's journal", async () => {
    const limit = PLAN_LIMITS.free.maxEntries ?? Infinity;
    const [user, other] = await Promise.all([newUser(), newUser()]);
    await (await callerFor(other)).entries.create({ restaurantName: "Other's", visitDate: "2020-01-01" });
    await api.db
      .insertInto("journal_entries")
      .values(
        Array.from({ length: limit - 2 }, (_, i) => ({
          user_id: user.accountId,
          restaurant_name: `Seeded ${i}`,
          visit_date: "2020-01-01",
        })),
      )
      .execute();
    const report = await (
      await callerFor(user)
    ).transfer.import({
      entries: ["a", "b", "c", "d"].map((ref) =>
        legacy(ref, { restaurantName: ref, visitDate: "2024-01-01" }),
      ),
    });
    expect(report.outcomes.map((outcome) => outcome.status)).toEqual([
      "imported",
      "imported",
      "overLimit",
      "overLimit",
    ]);
    expect((await namesOf(user)).length).toBe(limit);
    expect(await namesOf(other)).toEqual(["Other's"]);
  });

  it("refuses an empty or oversized import as a whole (400), writing nothing", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    expect(await rejectionOf(caller.transfer.import({ entries: [] }))).toMatchObject({
      status: 400,
      body: { message: "entries: must hold at least one entry" },
    });
    const tooMany = Array.from({ length: IMPORT_LIMITS.maxEntries + 1 }, (_, i) =>
      legacy(String(i), { restaurantName: `N${i}`, visitDate: "2024-01-01" }),
    );
    expect(await rejectionOf(caller.transfer.import({ entries: tooMany }))).toMatchObject({
      status: 400,
      body: { message: `entries: must hold at most ${IMPORT_LIMITS.maxEntries} entries` },
    });
    expect(await namesOf(user)).toEqual([]);
  });
});
