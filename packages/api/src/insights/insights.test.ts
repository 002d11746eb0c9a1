import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { testBackends } from "@bitelog/db/testing";

import type { AppUser } from "../testing";
import { citiesSettled } from "../geocoding/entry-cities";
import { rejectionOf, useApiHarness } from "../testing";
import { onThisDay } from "./on-this-day";

const rome = { restaurantName: "Trattoria Roma", restaurantAddress: "1 Via Appia, Rome, Italy" };
const paris = { restaurantName: "Chez Paul", restaurantAddress: "13 Rue de Charonne, Paris, France" };

/** A journal whose figures are worked out by hand below. */
const journal = [
  { ...rome, visitDate: "2024-06-01", rating: 3 },
  // Monday 6, 13 and 20 January 2025: three weeks in a row.
  { ...rome, visitDate: "2025-01-06", rating: 4, whatYouHad: "Cacio e pepe, Tiramisù", wouldGetAgain: true },
  {
    // The same place, written differently.
    restaurantName: " trattoria ROMA ",
    restaurantAddress: "1 via appia, rome, italy",
    visitDate: "2025-01-13",
    rating: 5,
    whatYouHad: "cacio e pepe; Carbonara\ntiramisù",
    wouldGetAgain: true,
  },
  { restaurantName: "Noodle Bar", visitDate: "2025-01-20", whatYouHad: "Ramen", wouldGetAgain: false },
  {
    ...paris,
    visitDate: "2025-03-15",
    rating: 5,
    whatYouHad: "Steak frites, Cacio e pepe, ",
    wouldGetAgain: true,
  },
  // Late on New Year's Eve in Los Angeles (already 1 January in UTC): the visit's own date counts.
  { restaurantName: "Late Diner", visitDate: "2025-12-31", rating: 2 },
  { ...paris, visitDate: "2026-01-01", rating: 4 },
];

const zeroMonths = (year: number) =>
  Array.from({ length: 12 }, (_, i) => ({ month: `${year}-${String(i + 1).padStart(2, "0")}`, visits: 0 }));
const withVisits = (months: { month: string; visits: number }[], visits: Record<string, number>) =>
  months.map((month) => ({ ...month, visits: visits[month.month] ?? 0 }));
const weekdays = (visits: Record<number, number>) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, visits: visits[weekday] ?? 0 }));

describe.each(testBackends())("insights on $name", (backend) => {
  const api = useApiHarness(backend);
  const { newUser, callerFor } = api;

  /** An account in Los Angeles with the journal above, its towns placed. */
  async function journalOwner(): Promise<{ user: AppUser; ids: string[] }> {
    const user = await newUser();
    await api.db
      .updateTable("users")
      .set({ timezone: "America/Los_Angeles" })
      .where("id", "=", user.accountId)
      .execute();
    const caller = await callerFor(user);
    const ids: string[] = [];
    for (const visit of journal) ids.push((await caller.entries.create(visit)).id);
    await citiesSettled(api.db);
    return { user, ids };
  }

  it("gives every figure of a year of a known journal", async () => {
    const { user, ids } = await journalOwner();
    // Someone else's visits count for no one else.
    const other = await callerFor(await newUser());
    await other.entries.create({
      ...rome,
      visitDate: "2025-01-07",
      rating: 1,
      whatYouHad: "Pizza",
      wouldGetAgain: true,
    });

    expect(await (await callerFor(user)).insights.year({ year: 2025 })).toEqual({
      visits: 5,
      places: 4,
      new_places: 3,
      average_rating: 4,
      by_month: withVisits(zeroMonths(2025), { "2025-01": 3, "2025-03": 1, "2025-12": 1 }),
      ratings: { "1": 0, "2": 1, "3": 0, "4": 1, "5": 2, none: 1 },
      weekdays: weekdays({ 1: 3, 3: 1, 6: 1 }),
      top_places: [
        // The latest visit's spelling names the place.
        {
          restaurant_name: "trattoria ROMA",
          restaurant_address: "1 via appia, rome, italy",
          visits: 2,
          average_rating: 4.5,
        },
        {
          restaurant_name: "Chez Paul",
          restaurant_address: paris.restaurantAddress,
          visits: 1,
          average_rating: 5,
        },
        { restaurant_name: "Late Diner", restaurant_address: null, visits: 1, average_rating: 2 },
        { restaurant_name: "Noodle Bar", restaurant_address: null, visits: 1, average_rating: null },
      ],
      // The 5 at the trattoria is no discovery: it was first visited in 2024.
      best_new_place: {
        restaurant_name: "Chez Paul",
        restaurant_address: paris.restaurantAddress,
        rating: 5,
        entry_id: ids[4],
      },
      cities: [
        { city: "Rome", country: "IT", visits: 2 },
        { city: "Paris", country: "FR", visits: 1 },
      ],
      countries: [
        { country: "IT", visits: 2 },
        { country: "FR", visits: 1 },
      ],
      dishes_again: [
        { dish: "Cacio e pepe", times: 3 },
        { dish: "Tiramisù", times: 2 },
        { dish: "Carbonara", times: 1 },
        { dish: "Steak frites", times: 1 },
      ],
      longest_streak_weeks: 3,
      years: [2026, 2025, 2024],
    });
  });

  it("gives all time from the first visit's month to the last's, and empty years in full", async () => {
    const { user, ids } = await journalOwner();
    const caller = await callerFor(user);
    const allTime = await caller.insights.year({});
    expect(allTime).toMatchObject({
      visits: 7,
      places: 4,
      new_places: 4,
      average_rating: 3.83,
      ratings: { "1": 0, "2": 1, "3": 1, "4": 2, "5": 2, none: 1 },
      weekdays: weekdays({ 1: 3, 3: 1, 4: 1, 6: 2 }),
      best_new_place: { restaurant_name: " trattoria ROMA ".trim(), rating: 5, entry_id: ids[2] },
      cities: [
        { city: "Paris", country: "FR", visits: 2 },
        { city: "Rome", country: "IT", visits: 3 },
      ].sort((a, b) => b.visits - a.visits),
      dishes_again: [
        { dish: "Cacio e pepe", times: 3 },
        { dish: "Tiramisù", times: 2 },
        { dish: "Carbonara", times: 1 },
        { dish: "Steak frites", times: 1 },
      ],
      longest_streak_weeks: 3,
      years: [2026, 2025, 2024],
    });
    expect(
      allTime.top_places.map((place) => [place.restaurant_name, place.visits, place.average_rating]),
    ).toEqual([
      ["trattoria ROMA", 3, 4],
      ["Chez Paul", 2, 4.5],
      ["Late Diner", 1, 2],
      ["Noodle Bar", 1, null],
    ]);
    expect(allTime.by_month).toHaveLength(20);
    expect(allTime.by_month[0]).toEqual({ month: "2024-06", visits: 1 });
    expect(allTime.by_month.at(-1)).toEqual({ month: "2026-01", visits: 1 });
    expect(allTime.by_month.reduce((sum, month) => sum + month.visits, 0)).toBe(7);

    // New Year's Eve in Los Angeles stays in 2025: 2026 holds only its own visit.
    expect(await caller.insights.year({ year: 2026 })).toMatchObject({
      visits: 1,
      new_places: 0,
      by_month: withVisits(zeroMonths(2026), { "2026-01": 1 }),
      weekdays: weekdays({ 4: 1 }),
      best_new_place: null,
    });

    expect(await caller.insights.year({ year: 2023 })).toEqual({
      visits: 0,
      places: 0,
      new_places: 0,
      average_rating: null,
      by_month: zeroMonths(2023),
      ratings: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0, none: 0 },
      weekdays: weekdays({}),
      top_places: [],
      best_new_place: null,
      cities: [],
      countries: [],
      dishes_again: [],
      longest_streak_weeks: 0,
      years: [2026, 2025, 2024],
    });
  });

  it("follows edits and deletions in all time's places and dishes, and forgets them with the account", async () => {
    const { user, ids } = await journalOwner();
    const [, , romeFive = "", noodleBar = "", parisMarch = ""] = ids;
    const caller = await callerFor(user);
    // The trattoria's 5 becomes a 1 in Paris with other dishes; the Paris visit of March and the
    // noodle bar's only visit go.
    await caller.entries.update({
      id: romeFive,
      ...paris,
      visitDate: "2025-01-13",
      rating: 1,
      whatYouHad: "Tiramisù; Soupe à l'oignon",
      wouldGetAgain: true,
    });
    await caller.entries.delete({ id: parisMarch });
    await caller.entries.delete({ id: noodleBar });

    const allTime = await caller.insights.year({});
    expect(allTime).toMatchObject({
      places: 3,
      dishes_again: [
        { dish: "Tiramisù", times: 2 },
        { dish: "Cacio e pepe", times: 1 },
        { dish: "Soupe à l'oignon", times: 1 },
      ],
    });
    expect(
      allTime.top_places.map((place) => [place.restaurant_name, place.visits, place.average_rating]),
    ).toEqual([
      ["Trattoria Roma", 2, 3.5],
      ["Chez Paul", 2, 2.5],
      ["Late Diner", 1, 2],
    ]);

    await api.db.deleteFrom("users").where("id", "=", user.accountId).execute();
    const { rows } = await sql<{ tallies: number }>`select
        (select count(*) from insights_places where user_id = ${user.accountId})::int
        + (select count(*) from insights_dishes where user_id = ${user.accountId})::int as tallies`.execute(
      api.db,
    );
    expect(rows).toEqual([{ tallies: 0 }]);
  });

  it("gives a new account nothing, and refuses a year that is not one", async () => {
    const caller = await callerFor(await newUser());
    expect(await caller.insights.year({})).toMatchObject({ visits: 0, by_month: [], years: [] });
    expect(await rejectionOf(caller.insights.year({ year: 2025.5 }))).toMatchObject({ status: 400 });
    expect(await rejectionOf(caller.insights.year({ year: "abc" as unknown as number }))).toMatchObject({
      status: 400,
    });
    expect(await rejectionOf((await callerFor(null)).insights.year({}))).toMatchObject({ status: 401 });
  });

  it("keeps a period's figures until the account's entries change, a stored town included", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    const { id } = await caller.entries.create({ ...rome, visitDate: "2025-05-05", rating: 3 });
    await citiesSettled(api.db);
    const kept = () =>
      api.db
        .selectFrom("insights_figures")
        .select(["period", "figures"])
        .where("user_id", "=", user.accountId)
        .orderBy("period")
        .execute();

    const first = await caller.insights.year({ year: 2025 });
    expect(first).toMatchObject({ visits: 1, cities: [{ city: "Rome", country: "IT", visits: 1 }] });
    expect(await caller.insights.year({ year: 2025 })).toEqual(first);
    // A year without visits is made each time, not kept.
    await caller.insights.year({ year: 1999 });
    expect(await kept()).toEqual([{ period: 2025, figures: first }]);

    // Another account's visits leave these figures as they are.
    await (await callerFor(await newUser())).entries.create({ ...paris, visitDate: "2025-05-06" });
    expect(await caller.insights.year({ year: 2025 })).toEqual(first);

    await caller.entries.create({ ...paris, visitDate: "2025-05-06", rating: 5 });
    expect(await caller.insights.year({ year: 2025 })).toMatchObject({ visits: 2, average_rating: 4 });
    // A town stored on its own changes no version the journal shows, and still the figures.
    await api.db.updateTable("journal_entries").set({ city: "Roma" }).where("id", "=", id).execute();
    expect((await caller.insights.year({ year: 2025 })).cities).toContainEqual({
      city: "Roma",
      country: "IT",
      visits: 1,
    });
    await caller.entries.delete({ id });
    expect(await caller.insights.year({ year: 2025 })).toMatchObject({ visits: 1, average_rating: 5 });
  });

  it("finds the visits of this day in earlier years, by the account's own date", async () => {
    const { user, ids } = await journalOwner();
    const account = { id: user.accountId, timezone: "America/Los_Angeles" };
    // 23:30 on 31 December 2026 in Los Angeles, already 1 January 2027 in UTC.
    const newYearsEve = new Date("2027-01-01T07:30:00Z");
    const clockAt = (now: Date) => ({ clock: { now: () => now } });
    expect(await onThisDay({ db: api.db, account, ports: clockAt(newYearsEve) })).toEqual({
      entries: [
        { id: ids[5], restaurant_name: "Late Diner", visit_date: "2025-12-31", rating: 2, years_ago: 1 },
      ],
    });
    expect(
      await onThisDay({ db: api.db, account: { ...account, timezone: null }, ports: clockAt(newYearsEve) }),
    ).toEqual({
      entries: [
        { id: ids[6], restaurant_name: "Chez Paul", visit_date: "2026-01-01", rating: 4, years_ago: 1 },
      ],
    });
    // Not the day itself, and no one else's visits.
    expect(
      await onThisDay({ db: api.db, account, ports: clockAt(new Date("2025-12-31T20:00:00Z")) }),
    ).toEqual({ entries: [] });
    expect(
      await onThisDay({
        db: api.db,
        account: { id: (await newUser()).accountId, timezone: null },
        ports: clockAt(newYearsEve),
      }),
    ).toEqual({
      entries: [],
    });
    expect(await (await callerFor(await newUser())).insights.onThisDay()).toEqual({ entries: [] });
  });
});
