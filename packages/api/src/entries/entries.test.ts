import { describe, expect, it } from "vitest";

import { PLAN_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { AppUser } from "../testing";
import type { SearchPage } from "./find-entries";
import { countEntries, rejectionOf, useApiHarness } from "../testing";
import { readEntry } from "./entries";
import { SEARCH_COUNT_LIMIT, SEARCH_PAGE_SIZE, searchEntries } from "./find-entries";
import { searchInput } from "./schemas";

const visit = {
  restaurantName: "Trattoria Roma",
  restaurantAddress: "1 Via Appia, Rome",
  restaurantLatitude: 41.9,
  restaurantLongitude: 12.5,
  visitDate: "2025-10-27",
  rating: 4,
  comment: "Great carbonara",
};

const noMatches = { entries: [], nextCursor: null, total: 0, totalCapped: false };

const notFound = {
  trpcCode: "NOT_FOUND",
  status: 404,
  body: { error: "Entry not found", code: "NOT_FOUND" },
};

describe.each(testBackends())("journal entries on $name", (backend) => {
  const api = useApiHarness(backend);
  const { newUser, callerFor } = api;
  /** Entries written straight to the table: fast set-up for counts, not a test of create. */
  const seedEntries = (user: AppUser, names: string[]) =>
    api.db
      .insertInto("journal_entries")
      .values(
        names.map((name) => ({ user_id: user.accountId, restaurant_name: name, visit_date: "2025-01-01" })),
      )
      .execute();
  const entryCount = (user: AppUser) => countEntries(api.db, user.accountId);

  it("creates an entry and reads it back in exactly the shape of docs/product.md §3", async () => {
    const caller = await callerFor(await newUser());
    const created = await caller.entries.create(visit);
    expect(created.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(created).toEqual({
      id: created.id,
      restaurant_name: "Trattoria Roma",
      restaurant_address: "1 Via Appia, Rome",
      restaurant_latitude: 41.9,
      restaurant_longitude: 12.5,
      location_precision: "exact",
      visit_date: "2025-10-27",
      rating: 4,
      comment: "Great carbonara",
      what_you_had: null,
      would_get_again: null,
      things_to_remember: null,
      photoUrls: [],
      thumbnail_url: null,
      listed_since: null,
    });
    expect(await caller.entries.get({ id: created.id })).toEqual(created);
  });

  it("trims the name and stores blank optional fields as null", async () => {
    const caller = await callerFor(await newUser());
    const created = await caller.entries.create({
      restaurantName: "  Noodle Bar  ",
      restaurantAddress: "   ",
      restaurantLatitude: null,
      visitDate: "2024-02-29",
      rating: "",
      comment: "",
    });
    expect(created).toMatchObject({
      restaurant_name: "Noodle Bar",
      restaurant_address: null,
      restaurant_latitude: null,
      restaurant_longitude: null,
      visit_date: "2024-02-29",
      rating: null,
      comment: null,
    });
  });

  it("lists only the caller's entries, alphabetically regardless of case", async () => {
    const [alice, bob] = await Promise.all([newUser(), newUser()]);
    const asAlice = await callerFor(alice);
    for (const name of ["banh mi", "Zuni Café", "Élysée", "Alinea", "Bäckerei", "bistro", "Bistro", "eat"]) {
      await asAlice.entries.create({ ...visit, restaurantName: name });
    }
    await (await callerFor(bob)).entries.create({ ...visit, restaurantName: "Bob's Diner" });
    const names = (await asAlice.entries.list()).map((entry) => entry.restaurant_name);
    expect(names).toEqual([
      "Alinea",
      "Bäckerei",
      "banh mi",
      "Bistro",
      "bistro",
      "eat",
      "Élysée",
      "Zuni Café",
    ]);
  });

  it("lists changes made by any writer at once, though it keeps the list between calls", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    const { id } = await caller.entries.create(visit);
    const first = await caller.entries.list();
    expect(await caller.entries.list()).toBe(first);

    // Another server copy (or anything else) writing to the tables directly.
    await seedEntries(user, ["Written elsewhere"]);
    expect((await caller.entries.list()).map((entry) => entry.restaurant_name)).toEqual([
      "Trattoria Roma",
      "Written elsewhere",
    ]);
    await api.db
      .insertInto("entry_photos")
      .values({
        entry_id: id,
        storage_path: "photos/elsewhere.webp",
        thumbnail_path: "photos/elsewhere-thumb.webp",
        content_type: "image/webp",
        size_bytes: 1,
        width: 1,
        height: 1,
        position: 0,
      })
      .execute();
    expect((await caller.entries.list()).find((entry) => entry.id === id)?.photoUrls).toEqual([
      "/api/images/photos/elsewhere.webp",
    ]);
    await api.db.deleteFrom("journal_entries").where("user_id", "=", user.accountId).execute();
    expect(await caller.entries.list()).toEqual([]);
  });

  it("replaces an entry's fields on update", async () => {
    const caller = await callerFor(await newUser());
    const { id } = await caller.entries.create(visit);
    const updated = await caller.entries.update({
      id,
      restaurantName: "Trattoria Roma (Trastevere)",
      visitDate: "2025-11-01",
      rating: 5,
    });
    expect(updated).toEqual({
      id,
      restaurant_name: "Trattoria Roma (Trastevere)",
      restaurant_address: null,
      restaurant_latitude: null,
      restaurant_longitude: null,
      location_precision: null,
      visit_date: "2025-11-01",
      rating: 5,
      comment: null,
      what_you_had: null,
      would_get_again: null,
      things_to_remember: null,
      photoUrls: [],
      thumbnail_url: null,
      listed_since: null,
    });
  });

  it("replaces the whole entry on an update: every optional field left out is cleared", async () => {
    const caller = await callerFor(await newUser());
    const dishesInput = {
      whatYouHad: "  Cacio e pepe, tiramisù ",
      wouldGetAgain: false,
      thingsToRemember: "Book a table on the terrace",
    };
    const created = await caller.entries.create({ ...visit, ...dishesInput });
    const dishes = {
      what_you_had: "Cacio e pepe, tiramisù",
      would_get_again: false,
      things_to_remember: "Book a table on the terrace",
    };
    expect(created).toMatchObject(dishes);
    // Sent again, they stay; left out, each is cleared like the address, the rating and the comment.
    expect(
      await caller.entries.update({ id: created.id, ...visit, ...dishesInput, rating: 5 }),
    ).toMatchObject({ ...dishes, rating: 5 });
    expect(
      await caller.entries.update({
        id: created.id,
        restaurantName: visit.restaurantName,
        visitDate: visit.visitDate,
      }),
    ).toMatchObject({
      restaurant_address: null,
      restaurant_latitude: null,
      rating: null,
      comment: null,
      what_you_had: null,
      would_get_again: null,
      things_to_remember: null,
    });
    // Sent blank or null, they are cleared; true is kept as true.
    expect(
      await caller.entries.update({
        id: created.id,
        ...visit,
        whatYouHad: "",
        wouldGetAgain: null,
        thingsToRemember: null,
      }),
    ).toMatchObject({ what_you_had: null, would_get_again: null, things_to_remember: null });
    expect(await caller.entries.update({ id: created.id, ...visit, wouldGetAgain: true })).toMatchObject({
      would_get_again: true,
    });
    expect(
      await rejectionOf(caller.entries.create({ ...visit, whatYouHad: "x".repeat(1001) })),
    ).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("whatYouHad: must be at most 1000 characters") as string },
    });
    expect(
      await rejectionOf(caller.entries.create({ ...visit, wouldGetAgain: "yes" as unknown as boolean })),
    ).toMatchObject({ status: 400, body: { message: expect.stringContaining("wouldGetAgain") as string } });
  });

  it("deletes an entry", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    const { id } = await caller.entries.create(visit);
    expect(await caller.entries.delete({ id })).toEqual({ message: "Entry deleted successfully" });
    expect(await rejectionOf(caller.entries.get({ id }))).toEqual(notFound);
    expect(await entryCount(user)).toBe(0);
  });

  it("answers 404 on someone else's entry for read, update and delete, changing nothing", async () => {
    const [alice, bob] = await Promise.all([newUser(), newUser()]);
    const asAlice = await callerFor(alice);
    const asBob = await callerFor(bob);
    const entry = await asAlice.entries.create(visit);

    expect(await rejectionOf(asBob.entries.get({ id: entry.id }))).toEqual(notFound);
    expect(await rejectionOf(asBob.entries.update({ ...visit, id: entry.id, rating: 1 }))).toEqual(notFound);
    expect(await rejectionOf(asBob.entries.delete({ id: entry.id }))).toEqual(notFound);
    expect(await asBob.entries.list()).toEqual([]);
    expect(await asBob.entries.search({ q: "roma" })).toEqual(noMatches);
    expect(await asAlice.entries.get({ id: entry.id })).toEqual(entry);
  });

  it("answers 404, never 500, for ids that are malformed or unknown", async () => {
    const caller = await callerFor(await newUser());
    for (const id of [
      "",
      "42",
      "not-a-uuid",
      "'; drop table users; --",
      "00000000-0000-0000-0000-000000000000",
    ]) {
      expect(await rejectionOf(caller.entries.get({ id })), id).toEqual(notFound);
      expect(await rejectionOf(caller.entries.update({ ...visit, id })), id).toEqual(notFound);
      expect(await rejectionOf(caller.entries.delete({ id })), id).toEqual(notFound);
    }
  });

  it.each([
    ["restaurantName", "missing", { restaurantName: undefined }],
    ["restaurantName", "blank", { restaurantName: "   " }],
    ["restaurantName", "made of invisible characters", { restaurantName: "\u200b\u00a0\u3000\ufeff" }],
    ["restaurantName", "201 characters", { restaurantName: "x".repeat(201) }],
    ["restaurantAddress", "501 characters", { restaurantAddress: "x".repeat(501) }],
    ["restaurantLatitude", "90.5", { restaurantLatitude: 90.5 }],
    ["restaurantLongitude", "-181", { restaurantLongitude: -181 }],
    ["restaurantLongitude", "missing beside a latitude", { restaurantLongitude: null }],
    ["restaurantLatitude", "missing beside a longitude", { restaurantLatitude: undefined }],
    ["visitDate", "missing", { visitDate: undefined }],
    ["visitDate", "2025-02-29", { visitDate: "2025-02-29" }],
    ["visitDate", "27/10/2025", { visitDate: "27/10/2025" }],
    ["visitDate", "0000-01-01", { visitDate: "0000-01-01" }],
    ["rating", "0", { rating: 0 }],
    ["rating", "6", { rating: 6 }],
    ["rating", "3.5", { rating: 3.5 }],
    ["rating", 'the string "4"', { rating: "4" }],
    ["comment", "5001 characters", { comment: "x".repeat(5001) }],
  ])("refuses %s %s with 400 naming the field", async (field, _, change) => {
    const user = await newUser();
    const caller = await callerFor(user);
    const input = { ...visit, ...change } as typeof visit;
    const rejection = await rejectionOf(caller.entries.create(input));
    expect(rejection).toMatchObject({
      trpcCode: "BAD_REQUEST",
      status: 400,
      body: { error: "Invalid request", code: "VALIDATION_FAILED" },
    });
    expect(rejection.body.issues).toEqual([expect.objectContaining({ field })]);
    expect(rejection.body.message).toMatch(new RegExp(`^${field}: `));
    expect(await entryCount(user)).toBe(0);
  });

  it("searches name, address and comment case-insensitively and literally; a blank term finds nothing", async () => {
    const [alice, bob] = await Promise.all([newUser(), newUser()]);
    const asAlice = await callerFor(alice);
    await asAlice.entries.create({
      ...visit,
      restaurantName: "Sushi Bar",
      restaurantAddress: "12 CARBON Street",
      comment: null,
    });
    await asAlice.entries.create({
      ...visit,
      restaurantName: "Taqueria",
      restaurantAddress: null,
      comment: "100% worth it",
    });
    await asAlice.entries.create(visit);
    await (await callerFor(bob)).entries.create(visit);

    const names = async (q: string) =>
      (await asAlice.entries.search({ q })).entries.map((entry) => entry.restaurant_name);
    expect(await names("carbon")).toEqual(["Sushi Bar", "Trattoria Roma"]);
    expect(await names("TRATTORIA")).toEqual(["Trattoria Roma"]);
    expect(await names(" 100% ")).toEqual(["Taqueria"]);
    expect(await names("1_0")).toEqual([]);
    expect(await names("bar street")).toEqual([]);
    expect(await names("   ")).toEqual([]);
    expect(await names("")).toEqual([]);
  });

  it("searches name, address and comment regardless of accents, typed or not", async () => {
    const caller = await callerFor(await newUser());
    await caller.entries.create({
      ...visit,
      restaurantName: "Café Aroma",
      restaurantAddress: null,
      comment: null,
    });
    await caller.entries.create({
      ...visit,
      restaurantName: "Chez Marie",
      restaurantAddress: "3 Straße des 17. Juni, Zürich",
      comment: "La crème brûlée, parfaite",
    });
    await caller.entries.create({
      ...visit,
      restaurantName: "Øl & Brød",
      restaurantAddress: null,
      comment: "50％ off",
    });
    const names = async (q: string) =>
      (await caller.entries.search({ q })).entries.map((entry) => entry.restaurant_name);
    expect(await names("cafe")).toEqual(["Café Aroma"]);
    expect(await names("CAFÉ")).toEqual(["Café Aroma"]);
    expect(await names("creme brulee")).toEqual(["Chez Marie"]);
    expect(await names("CRÈME BRÛLÉE")).toEqual(["Chez Marie"]);
    // Decomposed, as some keyboards type it: "e" and a combining acute accent.
    expect(await names("cafe\u0301")).toEqual(["Café Aroma"]);
    expect(await names("zurich")).toEqual(["Chez Marie"]);
    expect(await names("strasse")).toEqual(["Chez Marie"]);
    expect(await names("ol & brod")).toEqual(["Øl & Brød"]);
    // Wildcards stay literal after folding: a full-width percent sign is a percent sign.
    expect(await names("50%")).toEqual(["Øl & Brød"]);
    expect(await names("5_")).toEqual([]);
  });

  it("searches what was had and the things to remember, regardless of accents", async () => {
    const caller = await callerFor(await newUser());
    const { id } = await caller.entries.create({
      ...visit,
      restaurantName: "Bistrot Paul",
      whatYouHad: "Crème brûlée et soupe à l'oignon",
      thingsToRemember: "Ask for the Côte-Rôtie",
    });
    await caller.entries.create({ ...visit, restaurantName: "Other place", comment: null });
    const names = async (q: string) =>
      (await caller.entries.search({ q })).entries.map((entry) => entry.restaurant_name);
    expect(await names("creme brulee")).toEqual(["Bistrot Paul"]);
    expect(await names("COTE-ROTIE")).toEqual(["Bistrot Paul"]);
    // A term never runs from one field into the next.
    expect(await names("oignonask")).toEqual([]);
    await caller.entries.update({
      id,
      ...visit,
      restaurantName: "Bistrot Paul",
      whatYouHad: null,
      thingsToRemember: "Ask for the Côte-Rôtie",
    });
    expect(await names("brulee")).toEqual([]);
    expect(await names("rotie")).toEqual(["Bistrot Paul"]);
  });

  it("answers searches and reads from the journal kept in memory as the database does", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    const roma = await caller.entries.create(visit);
    await seedEntries(user, [
      ...Array.from({ length: 60 }, (_, i) => `Carbonara Club ${i}`),
      "Carbone",
      "Zuni",
    ]);
    const allPages = async (q: string) => {
      const pages: SearchPage[] = [];
      let cursor: string | null = null;
      do {
        const page: SearchPage = await caller.entries.search({ q, cursor });
        pages.push(page);
        cursor = page.nextCursor;
      } while (cursor);
      return pages;
    };
    // Not kept yet (nothing has listed the journal since it changed): the database answers.
    const fromDatabase = {
      search: await allPages("CARBO"),
      entry: await caller.entries.get({ id: roma.id }),
    };
    expect(fromDatabase.search.map((page) => page.entries.length)).toEqual([50, 12]);
    expect(fromDatabase.search[1]?.entries.map((entry) => entry.restaurant_name).slice(-2)).toEqual([
      "Carbone",
      "Trattoria Roma",
    ]);

    await caller.entries.list();
    expect(await allPages("CARBO")).toEqual(fromDatabase.search);
    expect(await caller.entries.search({ q: "nothing like it" })).toEqual(noMatches);
    expect(await caller.entries.get({ id: roma.id })).toEqual(fromDatabase.entry);

    // A call reads the account first: it answers as of that read. A change made since is seen by
    // the search's own statement, which then asks the database for the whole answer.
    const account = await api.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", user.accountId)
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable("journal_entries")
      .set({ comment: "Carbonara again" })
      .where("id", "=", roma.id)
      .execute();
    expect((await readEntry({ db: api.db, account }, { id: roma.id })).comment).toBe("Great carbonara");
    const next = searchInput.parse({ q: "carbo", cursor: fromDatabase.search[0]?.nextCursor });
    const found = await searchEntries({ db: api.db, account }, next);
    expect(found.entries.slice(-2).map((entry) => [entry.restaurant_name, entry.comment])).toEqual([
      ["Carbone", null],
      ["Trattoria Roma", "Carbonara again"],
    ]);
    expect(await caller.entries.get({ id: roma.id })).toMatchObject({ comment: "Carbonara again" });

    // A cursor whose entry no longer matches: its place is the database's to say.
    await caller.entries.list();
    const last = fromDatabase.search[0]?.entries.at(-1);
    await api.db
      .updateTable("journal_entries")
      .set({ restaurant_name: "Renamed" })
      .where("id", "=", last?.id ?? "")
      .execute();
    await caller.entries.list();
    const afterRenamed = await caller.entries.search({
      q: "carbo",
      cursor: fromDatabase.search[0]?.nextCursor,
    });
    expect(afterRenamed.entries).toEqual(
      fromDatabase.search[1]?.entries.map((entry) =>
        entry.id === roma.id ? { ...entry, comment: "Carbonara again" } : entry,
      ),
    );
  });

  it("answers a search a page at a time, in the journal's order, with the count of all matches", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    // 130 matches whose names differ in case and accents only where the order is at stake, and
    // two that do not match.
    const names = [
      ...Array.from({ length: 125 }, (_, i) => `Pho ${String(i).padStart(3, "0")}`),
      "pho 000",
      "Phở Hà Nội",
      "Élysée pho",
      "Äpfel pho",
      "zuni pho",
      "Carbone",
      "Roma",
    ];
    await seedEntries(user, names);
    const list = await caller.entries.list();
    const expected = list.filter((entry) => /ph[oở]/i.test(entry.restaurant_name));

    const pages = [];
    let cursor: string | null = null;
    do {
      const page: SearchPage = await caller.entries.search({ q: "PH", cursor });
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages.map((page) => page.entries.length)).toEqual([SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE, 30]);
    expect(pages.every((page) => page.total === 130 && !page.totalCapped)).toBe(true);
    expect(pages.flatMap((page) => page.entries)).toEqual(expected);
    expect(expected.slice(0, 2).map((entry) => entry.restaurant_name)).toEqual(["Äpfel pho", "Élysée pho"]);
  });

  it("counts a search's matches up to the limit, then says there are more", async () => {
    const user = await newUser();
    await seedEntries(
      user,
      Array.from({ length: SEARCH_COUNT_LIMIT + 1 }, (_, i) => `Noodle Bar ${i}`),
    );
    const page = await (await callerFor(user)).entries.search({ q: "noodle" });
    expect(page).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalCapped: true });
    expect(page.entries).toHaveLength(SEARCH_PAGE_SIZE);
  });

  it("refuses a cursor it did not give (400); another user's cursor is only a place in one's own journal", async () => {
    const [alice, bob] = await Promise.all([newUser(), newUser()]);
    await seedEntries(
      alice,
      Array.from({ length: SEARCH_PAGE_SIZE + 1 }, (_, i) => `Alice Pho ${i}`),
    );
    await seedEntries(bob, ["Bob Pho"]);
    const asAlice = await callerFor(alice);
    const { nextCursor } = await asAlice.entries.search({ q: "pho" });
    expect(nextCursor).toEqual(expect.any(String));

    const asBob = await callerFor(bob);
    const bobsPage = await asBob.entries.search({ q: "pho", cursor: nextCursor });
    expect(bobsPage.entries.map((entry) => entry.restaurant_name)).toEqual(["Bob Pho"]);
    expect(bobsPage).toMatchObject({ total: 1, nextCursor: null });
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const cursor of [
      "not a cursor",
      forged(["Pho", "not-a-uuid"]),
      forged({ name: "Pho" }),
      forged(["x".repeat(201), "11111111-1111-4111-8111-111111111111"]),
      "x".repeat(1001),
    ]) {
      const rejection = await rejectionOf(asAlice.entries.search({ q: "pho", cursor }));
      expect(rejection).toMatchObject({
        status: 400,
        body: { error: "Invalid request", code: "VALIDATION_FAILED" },
      });
      expect(rejection.body.issues).toEqual([
        { field: "cursor", message: "must be a cursor an earlier page gave" },
      ]);
    }
  });

  it("browses by first letter, defaulting to the first letter that has entries", async () => {
    const caller = await callerFor(await newUser());
    expect(await caller.entries.browse()).toEqual({ letters: [], letter: null, ...noMatches });

    await seedEntries(await newUser(), ["Elsewhere"]);
    const user = await newUser();
    await seedEntries(user, ["mamma mia", "Momofuku", "Dishoom", "dim sum"]);
    const browse = (await callerFor(user)).entries.browse;
    const names = (result: Awaited<ReturnType<typeof browse>>) =>
      result.entries.map((e) => e.restaurant_name);

    const first = await browse({});
    expect(first).toMatchObject({ letters: ["d", "m"], letter: "d" });
    expect(names(first)).toEqual(["dim sum", "Dishoom"]);
    const m = await browse({ letter: "M" });
    expect(m.letter).toBe("m");
    expect(names(m)).toEqual(["mamma mia", "Momofuku"]);
    expect(await browse({ letter: "q" })).toEqual({ letters: ["d", "m"], letter: "q", ...noMatches });
    expect(await rejectionOf(browse({ letter: "é" }))).toMatchObject({ status: 400 });
  });

  it("browses a letter a page at a time, in the journal's order, with the count, never another's entries", async () => {
    const [user, other] = await Promise.all([newUser(), newUser()]);
    // Names that differ in case and accents only where the order is at stake, some the same, and
    // entries of another user under the same letter, which sort among this user's.
    const names = [
      ...Array.from({ length: 120 }, (_, i) => `Pizzeria ${String(i).padStart(3, "0")}`),
      "pizzeria 000",
      "Pizzeria 000",
      "Pâtisserie",
      "Pho",
      "Quay",
    ];
    await Promise.all([
      seedEntries(user, names),
      seedEntries(
        other,
        Array.from({ length: 60 }, (_, i) => `Pizzeria ${String(i).padStart(3, "0")}b`),
      ),
    ]);
    const caller = await callerFor(user);
    const expected = (await caller.entries.list()).filter((entry) => entry.restaurant_name !== "Quay");

    const pages = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof caller.entries.browse>> = await caller.entries.browse({
        letter: "p",
        cursor,
      });
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages.map((page) => page.entries.length)).toEqual([SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE, 24]);
    expect(pages.every((page) => page.total === 124 && !page.totalCapped)).toBe(true);
    expect(pages.every((page) => page.letter === "p" && page.letters.join() === "p,q")).toBe(true);
    // Every entry once, in the journal's order, none of the other user's.
    expect(pages.flatMap((page) => page.entries)).toEqual(expected);
    expect(expected.slice(0, 2).map((entry) => entry.restaurant_name)).toEqual(["Pâtisserie", "Pho"]);

    // The other user's cursor is only a place in their own journal.
    const theirs = await (
      await callerFor(other)
    ).entries.browse({ letter: "p", cursor: pages[0]?.nextCursor });
    expect(theirs.entries.map((entry) => entry.restaurant_name)).toEqual(
      Array.from({ length: 60 }, (_, i) => `Pizzeria ${String(i).padStart(3, "0")}b`).slice(45),
    );
    expect(theirs).toMatchObject({ total: 60, nextCursor: null });
    expect(await rejectionOf(caller.entries.browse({ letter: "p", cursor: "not a cursor" }))).toMatchObject({
      status: 400,
      body: { issues: [{ field: "cursor", message: "must be a cursor an earlier page gave" }] },
    });
  });

  it("counts the entries under a letter up to the limit, then says there are more", async () => {
    const user = await newUser();
    await seedEntries(
      user,
      Array.from({ length: SEARCH_COUNT_LIMIT + 1 }, (_, i) => `Noodle Bar ${i}`),
    );
    const page = await (await callerFor(user)).entries.browse({});
    expect(page).toMatchObject({ letter: "n", total: SEARCH_COUNT_LIMIT, totalCapped: true });
    expect(page.entries).toHaveLength(SEARCH_PAGE_SIZE);
  });

  it("browses a name under its first letter without accents, and anything else under #", async () => {
    const user = await newUser();
    await seedEntries(user, [
      "Élysée",
      "Ötztal Hütte",
      "Øl & Brød",
      "ßpezial",
      "Eat",
      "Zuni",
      "123 Pho",
      "¿Qué tal?",
      "Москва",
      "寿司",
    ]);
    const browse = (await callerFor(user)).entries.browse;
    const names = async (letter: string) => (await browse({ letter })).entries.map((e) => e.restaurant_name);
    expect((await browse({})).letters).toEqual(["e", "o", "s", "z", "#"]);
    expect(await names("e")).toEqual(["Eat", "Élysée"]);
    expect(await names("o")).toEqual(["Øl & Brød", "Ötztal Hütte"]);
    expect(await names("s")).toEqual(["ßpezial"]);
    expect(await names("#")).toEqual(["¿Qué tal?", "123 Pho", "Москва", "寿司"]);
  });

  it("stops a free account at the entry limit, even against 20 parallel creates", async () => {
    const limit = PLAN_LIMITS.free.maxEntries ?? Infinity;
    const user = await newUser();
    await seedEntries(
      user,
      Array.from({ length: limit - 10 }, (_, i) => `Seeded ${i}`),
    );
    const callers = await Promise.all(Array.from({ length: 20 }, () => callerFor(user)));

    const outcomes = await Promise.allSettled(
      callers.map((caller, i) => caller.entries.create({ ...visit, restaurantName: `Parallel ${i}` })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(10);
    expect(await entryCount(user)).toBe(limit);

    const refused = await rejectionOf((callers[0] ?? (await callerFor(user))).entries.create(visit));
    expect(refused).toEqual({
      trpcCode: "FORBIDDEN",
      status: 403,
      body: {
        error: "Entry limit reached",
        code: "ENTRY_LIMIT_REACHED",
        message: "You have reached your entry limit.",
      },
    });
  });

  it("lets a member with a live subscription past the free limit", async () => {
    const user = await newUser();
    await seedEntries(
      user,
      Array.from({ length: PLAN_LIMITS.free.maxEntries ?? 0 }, (_, i) => `Seeded ${i}`),
    );
    await api.db
      .insertInto("memberships")
      .values({ user_id: user.accountId, level: "member", stripe_subscription_status: "active" })
      .execute();
    await expect((await callerFor(user)).entries.create(visit)).resolves.toMatchObject({
      restaurant_name: visit.restaurantName,
    });
  });
});
