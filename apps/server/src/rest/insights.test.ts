import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser } from "@bitelog/api/testing";
import { createAppUser } from "@bitelog/api/testing";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "../testing/test-server";
import { startTestServer } from "../testing/test-server";

describe.each(testBackends())("GET /api/insights on $name", (backend) => {
  let server: TestServer;
  let alice: AppUser;
  let bob: AppUser;
  beforeAll(async () => {
    server = await startTestServer(backend);
    [alice, bob] = await Promise.all([createAppUser(server.db), createAppUser(server.db)]);
    await server.db
      .insertInto("journal_entries")
      .values([
        { user_id: alice.accountId, restaurant_name: "Noodle Bar", visit_date: "2026-02-03", rating: 4 },
        { user_id: alice.accountId, restaurant_name: "Noodle Bar", visit_date: "2025-12-31", rating: 2 },
        { user_id: bob.accountId, restaurant_name: "Elsewhere", visit_date: "2026-05-05", rating: 1 },
      ])
      .execute();
  });
  afterAll(async () => {
    await Promise.all([server.stop(), alice.dispose(), bob.dispose()]);
  });

  const get = async (query: string, user: AppUser | null = alice) =>
    server.request(`/api/insights${query}`, {
      headers: user ? { authorization: `Bearer ${await user.idToken()}` } : {},
    });

  it("answers the year's figures of the caller's own journal, kept by no cache", async () => {
    const response = await get("?year=2026");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      visits: 1,
      places: 1,
      new_places: 0,
      average_rating: 4,
      ratings: { "1": 0, "2": 0, "3": 0, "4": 1, "5": 0, none: 0 },
      top_places: [{ restaurant_name: "Noodle Bar", restaurant_address: null, visits: 1, average_rating: 4 }],
      years: [2026, 2025],
    });
    expect(body.by_month).toHaveLength(12);
    expect(Object.keys(body).sort()).toEqual(
      [
        "average_rating",
        "best_new_place",
        "by_month",
        "cities",
        "countries",
        "dishes_again",
        "longest_streak_weeks",
        "new_places",
        "places",
        "ratings",
        "top_places",
        "visits",
        "weekdays",
        "years",
      ].sort(),
    );
  });

  it("answers all time without a year", async () => {
    const body = (await (await get("")).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ visits: 2, new_places: 1, average_rating: 3 });
    expect(body.by_month).toHaveLength(3);
  });

  it("refuses a year that is not one with 400 naming the field, and a caller without a token with 401", async () => {
    for (const year of ["abc", "2026.5", "0", ""]) {
      const response = await get(`?year=${year}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("year");
    }
    expect((await get("?year=2026", null)).status).toBe(401);
  });
});
