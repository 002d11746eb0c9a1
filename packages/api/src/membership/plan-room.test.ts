import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "@bitelog/db";
import type { TestDatabase } from "@bitelog/db/testing";
import { PLAN_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import { rejectionOf } from "../testing";
import { seedEntries } from "../testing/journal-fixtures";
import { planRoom, requirePlanRoom } from "./plan-room";

const now = new Date("2026-03-01T12:00:00Z");
const freeEntries = PLAN_LIMITS.free.maxEntries ?? 0;
const freePlaces = PLAN_LIMITS.free.maxPlacesToTry ?? 0;

describe.each(testBackends())("plan room on $name", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await backend.create();
  });
  afterAll(() => t.destroy());

  let users = 0;
  const newUser = async () => {
    users++;
    const { id } = await t.db
      .insertInto("users")
      .values({ firebase_uid: `room-${users}`, username: `room-${users}` })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  };
  const seedPlaces = (userId: string, count: number, removed = false) =>
    t.db
      .insertInto("places_to_try")
      .values(
        Array.from({ length: count }, (_, i) => ({
          user_id: userId,
          restaurant_name: `Place ${i}`,
          removed_at: removed ? now : null,
        })),
      )
      .execute();
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) => t.db.transaction().execute(work);

  it("counts the entries left on the free plan, and none past the limit", async () => {
    const userId = await newUser();
    await seedEntries(t.db, userId, 3);
    expect(await inTransaction((trx) => planRoom(trx, userId, "entries", now))).toEqual({
      left: freeEntries - 3,
      limit: freeEntries,
    });
    await seedEntries(t.db, userId, freeEntries);
    expect(await inTransaction((trx) => planRoom(trx, userId, "entries", now))).toEqual({
      left: 0,
      limit: freeEntries,
    });
  });

  it("counts only the places still on the list", async () => {
    const userId = await newUser();
    await seedPlaces(userId, 2);
    await seedPlaces(userId, 5, true);
    expect(await inTransaction((trx) => planRoom(trx, userId, "places", now))).toEqual({
      left: freePlaces - 2,
      limit: freePlaces,
    });
  });

  it("has no limit for a member", async () => {
    const userId = await newUser();
    await t.db
      .insertInto("memberships")
      .values({ user_id: userId, level: "member", expiry_date: new Date("2026-04-01") })
      .execute();
    await seedEntries(t.db, userId, freeEntries);
    const room = await inTransaction((trx) => planRoom(trx, userId, "entries", now));
    expect(room).toEqual({ left: Number.POSITIVE_INFINITY, limit: null });
  });

  it("refuses what does not fit with the limit's code, and admits what does", async () => {
    const userId = await newUser();
    await seedEntries(t.db, userId, freeEntries - 1);
    await seedPlaces(userId, freePlaces - 2);
    await inTransaction((trx) => requirePlanRoom(trx, userId, "entries", now));
    await inTransaction((trx) => requirePlanRoom(trx, userId, "places", now, 2));
    const entries = await rejectionOf(
      inTransaction((trx) => requirePlanRoom(trx, userId, "entries", now, 2)),
    );
    expect(entries.status).toBe(403);
    expect(entries.body.code).toBe("ENTRY_LIMIT_REACHED");
    const places = await rejectionOf(inTransaction((trx) => requirePlanRoom(trx, userId, "places", now, 3)));
    expect(places.body).toMatchObject({ code: "PLACE_LIMIT_REACHED", limit: freePlaces });
  });

  it("locks the user's row, so an account deleted meanwhile is refused", async () => {
    const userId = await newUser();
    await t.db.deleteFrom("users").where("id", "=", userId).execute();
    const rejection = await rejectionOf(inTransaction((trx) => planRoom(trx, userId, "entries", now)));
    expect(rejection.body.code).toBe("ACCOUNT_DELETED");
  });
});
