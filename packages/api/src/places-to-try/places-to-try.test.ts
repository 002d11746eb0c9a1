import { describe, expect, it } from "vitest";

import type { Db } from "@bitelog/db";
import { PLAN_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { AppUser } from "../testing";
import { geocodingSettled, sweepGeocoding } from "../geocoding/geocode-entries";
import { silentLogger } from "../logger";
import { countEntries, rejectionOf, seedEntries, useApiHarness } from "../testing";
import { insertPlacesToTry } from "./places";

const place = {
  restaurantName: "Trattoria Roma",
  restaurantAddress: "1 Via Appia, Rome",
  restaurantLatitude: 41.9,
  restaurantLongitude: 12.5,
  note: "The carbonara, says Ana",
  sourceUrl: "https://maps.google.com/?q=Trattoria+Roma",
  listName: "Rome 2026",
};

const placeNotFound = { trpcCode: "NOT_FOUND", status: 404, body: { error: "Place not found" } };

const listedCount = async (db: Db, user: AppUser) =>
  (
    await db
      .selectFrom("places_to_try")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", user.accountId)
      .where("removed_at", "is", null)
      .executeTakeFirstOrThrow()
  ).count;

describe.each(testBackends())("places to try on $name", (backend) => {
  const api = useApiHarness(backend);
  const { newUser, callerFor } = api;
  /** Places written straight to the table: fast set-up for counts, not a test of create. */
  const seedPlaces = (user: AppUser, count: number) =>
    api.db
      .insertInto("places_to_try")
      .values(
        Array.from({ length: count }, (_, i) => ({
          user_id: user.accountId,
          restaurant_name: `Seeded ${i}`,
        })),
      )
      .execute();

  it("adds, lists newest first, changes and deletes a place, in the contract's shape", async () => {
    const caller = await callerFor(await newUser());
    const created = await caller.placesToTry.create(place);
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      restaurant_name: "Trattoria Roma",
      restaurant_address: "1 Via Appia, Rome",
      restaurant_latitude: 41.9,
      restaurant_longitude: 12.5,
      location_precision: "exact",
      note: "The carbonara, says Ana",
      source_url: "https://maps.google.com/?q=Trattoria+Roma",
      list_name: "Rome 2026",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
    const second = await caller.placesToTry.create({ restaurantName: "  Sushi Zen  ", note: "" });
    expect(second).toMatchObject({ restaurant_name: "Sushi Zen", note: null, restaurant_latitude: null });
    expect(await caller.placesToTry.list()).toEqual({
      places: [second, created],
      limit: PLAN_LIMITS.free.maxPlacesToTry,
    });

    // Omitted fields are kept, null clears.
    const changed = await caller.placesToTry.update({ id: created.id, note: "Book ahead", listName: null });
    expect(changed).toEqual({ ...created, note: "Book ahead", list_name: null });
    const unplaced = await caller.placesToTry.update({
      id: created.id,
      restaurantLatitude: null,
      restaurantLongitude: null,
    });
    expect(unplaced).toMatchObject({
      restaurant_latitude: null,
      location_precision: null,
      note: "Book ahead",
    });

    expect(await caller.placesToTry.delete({ id: created.id })).toEqual({ message: "Place deleted" });
    expect((await caller.placesToTry.list()).places).toEqual([second]);
    expect(await rejectionOf(caller.placesToTry.delete({ id: created.id }))).toMatchObject(placeNotFound);
  });

  it("answers 404 for another account's place, and for ids that are not ids, writing nothing", async () => {
    const owner = await callerFor(await newUser());
    const other = await callerFor(await newUser());
    const mine = await owner.placesToTry.create(place);
    for (const id of [mine.id, "not-a-uuid", "00000000-0000-0000-0000-000000000000"]) {
      expect(await rejectionOf(other.placesToTry.update({ id, note: "mine now" }))).toMatchObject(
        placeNotFound,
      );
      expect(await rejectionOf(other.placesToTry.delete({ id }))).toMatchObject(placeNotFound);
      expect(await rejectionOf(other.placesToTry.restore({ id }))).toMatchObject(placeNotFound);
    }
    expect((await other.placesToTry.list()).places).toEqual([]);
    expect((await owner.placesToTry.list()).places).toEqual([mine]);
  });

  it.each([
    ["an invisible name", { restaurantName: "\u200b " }, "restaurantName"],
    ["a name too long", { restaurantName: "x".repeat(201) }, "restaurantName"],
    [
      "a latitude out of range",
      { restaurantName: "A", restaurantLatitude: 91, restaurantLongitude: 0 },
      "restaurantLatitude",
    ],
    ["half a position", { restaurantName: "A", restaurantLatitude: 10 }, "restaurantLongitude"],
    ["a link that is no web address", { restaurantName: "A", sourceUrl: "javascript:alert(1)" }, "sourceUrl"],
    ["a note too long", { restaurantName: "A", note: "x".repeat(2001) }, "note"],
    ["a list name too long", { restaurantName: "A", listName: "x".repeat(201) }, "listName"],
  ])("refuses %s, naming the field", async (_case, input, field) => {
    const caller = await callerFor(await newUser());
    const refused = await rejectionOf(caller.placesToTry.create(input));
    expect(refused).toMatchObject({ status: 400, body: { error: "Invalid request" } });
    expect(refused.body.message).toContain(`${field}:`);
  });

  it("refuses an update that would clear half of a position", async () => {
    const caller = await callerFor(await newUser());
    const created = await caller.placesToTry.create(place);
    const refused = await rejectionOf(
      caller.placesToTry.update({ id: created.id, restaurantLatitude: null }),
    );
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.body.message).toContain("restaurantLongitude:");
  });

  it("stops a free account at the place limit, even against 20 parallel creates", async () => {
    const limit = PLAN_LIMITS.free.maxPlacesToTry ?? Infinity;
    const user = await newUser();
    await seedPlaces(user, limit - 10);
    const callers = await Promise.all(Array.from({ length: 20 }, () => callerFor(user)));
    const outcomes = await Promise.allSettled(
      callers.map((caller, i) => caller.placesToTry.create({ restaurantName: `Parallel ${i}` })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(10);
    expect(await listedCount(api.db, user)).toBe(limit);

    const refused = await rejectionOf((await callerFor(user)).placesToTry.create(place));
    expect(refused).toMatchObject({
      trpcCode: "FORBIDDEN",
      status: 403,
      body: { error: "Place limit reached", code: "PLACE_LIMIT_REACHED", limit },
    });
  });

  it("lets a member past the free limit, and says the list is unlimited", async () => {
    const user = await newUser();
    await seedPlaces(user, PLAN_LIMITS.free.maxPlacesToTry ?? 0);
    await api.db
      .insertInto("memberships")
      .values({ user_id: user.accountId, level: "member", stripe_subscription_status: "active" })
      .execute();
    const caller = await callerFor(user);
    await expect(caller.placesToTry.create(place)).resolves.toMatchObject({
      restaurant_name: "Trattoria Roma",
    });
    expect((await caller.placesToTry.list()).limit).toBeNull();
  });

  it("places a place saved with only an address after the save, approximately at its town", async () => {
    const caller = await callerFor(await newUser());
    const created = await caller.placesToTry.create({
      restaurantName: "Da Enzo",
      restaurantAddress: "Via dei Vascellari 29, Roma",
    });
    expect(created.restaurant_latitude).toBeNull();
    await geocodingSettled(api.db);
    const [placed] = (await caller.placesToTry.list()).places;
    expect(placed).toMatchObject({
      restaurant_latitude: 41.89193,
      restaurant_longitude: 12.51133,
      location_precision: "approximate",
    });
  });

  it("sweeps up a place no save geocoded (a crash, an import)", async () => {
    const user = await newUser();
    const [row] = await api.db
      .insertInto("places_to_try")
      .values({
        user_id: user.accountId,
        restaurant_name: "Imported",
        restaurant_address: "Marienplatz 8, München",
        updated_at: new Date(Date.now() - 3_600_000),
      })
      .returning("id")
      .execute();
    // The test ports have no geocoder: the gazetteer alone.
    await sweepGeocoding({ db: api.db, ports: api.ports, logger: silentLogger }, new Date(), 1000);
    const [placed] = (await (await callerFor(user)).placesToTry.list()).places;
    expect(placed).toMatchObject({
      id: row?.id,
      restaurant_latitude: 48.13743,
      restaurant_longitude: 11.57549,
      location_precision: "approximate",
    });
  });

  it("adds a place once for a create sent again with its idempotency key", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    const idempotencyKey = "3f2a1c9e-7b4d-4e8a-9c1f-2d3e4f5a6b7c";
    const first = await caller.placesToTry.create({ ...place, idempotencyKey });
    expect(await caller.placesToTry.create({ ...place, idempotencyKey })).toEqual(first);
    expect(await listedCount(api.db, user)).toBe(1);
  });

  it("turns a place into a visit ('I went'), and puts it back on Undo", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    const listed = await caller.placesToTry.create(place);
    const visit = await caller.entries.create({
      restaurantName: listed.restaurant_name,
      visitDate: "2026-11-27",
      placeToTryId: listed.id,
    });
    expect(visit.listed_since).toBe(listed.created_at);
    expect((await caller.entries.get({ id: visit.id })).listed_since).toBe(listed.created_at);
    expect((await caller.placesToTry.list()).places).toEqual([]);
    // Gone from the list: a second visit from it is refused.
    expect(
      await rejectionOf(
        caller.entries.create({ restaurantName: "Again", visitDate: "2026-11-28", placeToTryId: listed.id }),
      ),
    ).toMatchObject(placeNotFound);

    expect(await caller.placesToTry.restore({ id: listed.id })).toEqual(listed);
    expect((await caller.placesToTry.list()).places).toEqual([listed]);
    expect(await countEntries(api.db, user.accountId)).toBe(1);
  });

  it("keeps the place on the list when its visit is refused, and restores only within the limit", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    const listed = await caller.placesToTry.create(place);
    await seedEntries(api.db, user.accountId, PLAN_LIMITS.free.maxEntries ?? 0);
    const refused = await rejectionOf(
      caller.entries.create({
        restaurantName: "Trattoria Roma",
        visitDate: "2026-11-27",
        placeToTryId: listed.id,
      }),
    );
    expect(refused).toMatchObject({ status: 403, body: { code: "ENTRY_LIMIT_REACHED" } });
    expect((await caller.placesToTry.list()).places).toEqual([listed]);

    // Visited (as an import of the visit would leave it), then the list fills up meanwhile.
    await api.db
      .updateTable("places_to_try")
      .set({ removed_at: new Date() })
      .where("id", "=", listed.id)
      .execute();
    await seedPlaces(user, PLAN_LIMITS.free.maxPlacesToTry ?? 0);
    expect(await rejectionOf(caller.placesToTry.restore({ id: listed.id }))).toMatchObject({
      status: 403,
      body: { code: "PLACE_LIMIT_REACHED" },
    });
  });

  it("refuses a visit from another account's place with 404, writing nothing", async () => {
    const owner = await callerFor(await newUser());
    const intruder = await newUser();
    const listed = await owner.placesToTry.create(place);
    const refused = await rejectionOf(
      (await callerFor(intruder)).entries.create({
        restaurantName: "Trattoria Roma",
        visitDate: "2026-11-27",
        placeToTryId: listed.id,
      }),
    );
    expect(refused).toMatchObject(placeNotFound);
    expect(await countEntries(api.db, intruder.accountId)).toBe(0);
    expect((await owner.placesToTry.list()).places).toEqual([listed]);
  });

  it("writes an import's thousands of places, past what one statement's parameters hold", async () => {
    const user = await newUser();
    const many = Array.from({ length: 7_000 }, (_, i) => ({
      restaurantName: `Saved ${String(i)}`,
      restaurantAddress: `${String(i)} Main St`,
      restaurantLatitude: null,
      restaurantLongitude: null,
      note: null,
      sourceUrl: null,
      listName: "Takeout",
    }));
    const written = await api.db
      .transaction()
      .execute((trx) => insertPlacesToTry(trx, user.accountId, many, new Date()));
    expect(written.map((place) => place.restaurant_name)).toEqual(many.map((place) => place.restaurantName));
  });

  it("deletes the places with the account", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    await caller.placesToTry.create(place);
    await caller.user.deleteAccount({ firebaseUid: user.uid });
    const left = await api.db
      .selectFrom("places_to_try")
      .select("id")
      .where("user_id", "=", user.accountId)
      .execute();
    expect(left).toEqual([]);
  });
});
