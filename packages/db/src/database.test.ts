import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "./testing";
import { containsTerm } from "./search";
import { testBackends } from "./testing";

describe.each(testBackends())("database on $name", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await backend.create();
  });
  afterAll(() => t.destroy());

  const newUser = (uid: string) =>
    t.db
      .insertInto("users")
      .values({ firebase_uid: uid, username: uid, email: `${uid}@example.com` })
      .returning("id")
      .executeTakeFirstOrThrow();

  const newEntry = (userId: string, name: string, extra: Record<string, unknown> = {}) =>
    t.db
      .insertInto("journal_entries")
      .values({ user_id: userId, restaurant_name: name, visit_date: "2025-10-27", ...extra })
      .returning(["id", "visit_date"])
      .executeTakeFirstOrThrow();

  it("creates every table", async () => {
    const tables = await t.db.introspection.getTables();
    expect(tables.map((table) => table.name).sort()).toEqual(
      expect.arrayContaining(["entry_photos", "journal_entries", "memberships", "stripe_events", "users"]),
    );
  });

  it("hands dates back as YYYY-MM-DD and counts as numbers", async () => {
    const user = await newUser("dates");
    const entry = await newEntry(user.id, "Chez Panisse");
    expect(entry.visit_date).toBe("2025-10-27");
    const { count } = await t.db
      .selectFrom("journal_entries")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    expect(typeof count).toBe("number");
  });

  it("rejects a rating outside 1–5 and accepts none", async () => {
    const user = await newUser("ratings");
    await expect(newEntry(user.id, "Zero", { rating: 0 })).rejects.toThrow(/check constraint/);
    await expect(newEntry(user.id, "Six", { rating: 6 })).rejects.toThrow(/check constraint/);
    await expect(newEntry(user.id, "None", { rating: null })).resolves.toBeDefined();
    await expect(newEntry(user.id, "Five", { rating: 5 })).resolves.toBeDefined();
  });

  it("rejects a blank name and half a coordinate", async () => {
    const user = await newUser("names");
    await expect(newEntry(user.id, "   ")).rejects.toThrow(/check constraint/);
    await expect(newEntry(user.id, "Lat only", { restaurant_latitude: 10 })).rejects.toThrow(
      /check constraint/,
    );
    await expect(
      newEntry(user.id, "Far", { restaurant_latitude: 91, restaurant_longitude: 0 }),
    ).rejects.toThrow(/check constraint/);
  });

  it("keeps the location's precision with its coordinates, whoever writes them", async () => {
    const user = await newUser("precision");
    const precisionOf = async (id: string) =>
      (
        await t.db
          .selectFrom("journal_entries")
          .select("location_precision")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).location_precision;
    const move = (id: string, set: Record<string, unknown>) =>
      t.db.updateTable("journal_entries").set(set).where("id", "=", id).execute();

    const { id } = await newEntry(user.id, "Placed", { restaurant_latitude: 1, restaurant_longitude: 2 });
    expect(await precisionOf(id)).toBe("exact");
    await move(id, { restaurant_latitude: 3, location_precision: "approximate" });
    expect(await precisionOf(id)).toBe("approximate");
    await move(id, { rating: 4, restaurant_latitude: 3 });
    expect(await precisionOf(id)).toBe("approximate");
    await move(id, { restaurant_latitude: 5 });
    expect(await precisionOf(id)).toBe("exact");
    await move(id, { restaurant_latitude: null, restaurant_longitude: null });
    expect(await precisionOf(id)).toBeNull();
    await expect(newEntry(user.id, "Nowhere", { location_precision: "exact" })).resolves.toBeDefined();
    await expect(
      newEntry(user.id, "Vague", {
        restaurant_latitude: 1,
        restaurant_longitude: 2,
        location_precision: "near",
      }),
    ).rejects.toThrow(/check constraint/);
  });

  it("keeps firebase_uid unique", async () => {
    await newUser("twin");
    await expect(newUser("twin")).rejects.toThrow(/unique/);
  });

  it("rejects an entry for a user that does not exist", async () => {
    await expect(newEntry("00000000-0000-0000-0000-000000000000", "Ghost")).rejects.toThrow(/foreign key/);
  });

  it("records a Stripe event once", async () => {
    await t.db.insertInto("stripe_events").values({ id: "evt_1", type: "invoice.paid" }).execute();
    await expect(
      t.db.insertInto("stripe_events").values({ id: "evt_1", type: "invoice.paid" }).execute(),
    ).rejects.toThrow(/unique|duplicate/);
  });

  it("deletes a user's entries, photos and membership with the user", async () => {
    const user = await newUser("cascade");
    const entry = await newEntry(user.id, "Cascade");
    await t.db
      .insertInto("entry_photos")
      .values({
        entry_id: entry.id,
        storage_path: "u/cascade.webp",
        thumbnail_path: "u/cascade-thumb.webp",
        content_type: "image/webp",
        size_bytes: 10,
        width: 1,
        height: 1,
        position: 0,
      })
      .execute();
    await t.db.insertInto("memberships").values({ user_id: user.id }).execute();
    await t.db.deleteFrom("users").where("id", "=", user.id).execute();
    for (const table of ["journal_entries", "memberships"] as const) {
      const rows = await t.db.selectFrom(table).where("user_id", "=", user.id).selectAll().execute();
      expect(rows).toEqual([]);
    }
    const photos = await t.db
      .selectFrom("entry_photos")
      .where("entry_id", "=", entry.id)
      .selectAll()
      .execute();
    expect(photos).toEqual([]);
  });

  it("finds substrings case-insensitively through the trigram index", async () => {
    const user = await newUser("search");
    await newEntry(user.id, "Trattoria Roma", { comment: "Great CARBONARA" });
    await newEntry(user.id, "Sushi Bar", { restaurant_address: "12 Carbon Street" });
    await newEntry(user.id, "Taqueria");
    const find = (term: string) =>
      t.db
        .selectFrom("journal_entries")
        .where("user_id", "=", user.id)
        .where(containsTerm(term))
        .select("restaurant_name")
        .orderBy("restaurant_name")
        .execute();
    expect((await find("carbon")).map((r) => r.restaurant_name)).toEqual(["Sushi Bar", "Trattoria Roma"]);
    expect(await find("100%")).toEqual([]);
    await newEntry(user.id, "Élysée", { comment: "ÇA VA" });
    expect((await find("ÉLYS")).map((r) => r.restaurant_name)).toEqual(["Élysée"]);
    expect((await find("ça va")).map((r) => r.restaurant_name)).toEqual(["Élysée"]);

    const plan = await t.db.connection().execute(async (conn) => {
      await sql`set enable_seqscan = off`.execute(conn);
      const rows = await sql<
        Record<string, string>
      >`explain select id from journal_entries where ${containsTerm("carbon")}`.execute(conn);
      await sql`reset enable_seqscan`.execute(conn);
      return rows.rows.map((row) => Object.values(row).join(" ")).join("\n");
    });
    expect(plan).toContain("journal_entries_user_search_idx");
  });
});
