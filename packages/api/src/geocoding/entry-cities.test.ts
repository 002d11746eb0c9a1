import { describe, expect, it } from "vitest";

import { testBackends } from "@bitelog/db/testing";

import { useApiHarness } from "../testing";
import { citiesSettled, sweepEntryCities } from "./entry-cities";

describe.each(testBackends())("the towns of entries on $name", (backend) => {
  const api = useApiHarness(backend);

  const townOf = (id: string) =>
    api.db
      .selectFrom("journal_entries")
      .select(["city", "country", "city_address"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("finds the town when an entry is saved, and again when its address changes", async () => {
    const user = await api.newUser();
    const caller = await api.callerFor(user);
    const entry = await caller.entries.create({
      restaurantName: "Figlmüller",
      restaurantAddress: "Wollzeile 5, 1010 Wien",
      restaurantLatitude: 48.2,
      restaurantLongitude: 16.4,
      visitDate: "2025-05-01",
    });
    await citiesSettled(api.db);
    expect(await townOf(entry.id)).toEqual({
      city: "Vienna",
      country: "AT",
      city_address: "Wollzeile 5, 1010 Wien",
    });

    const moved = { id: entry.id, restaurantName: "Figlmüller", visitDate: "2025-05-01" };
    await caller.entries.update({ ...moved, restaurantAddress: "Somewhere nobody has heard of" });
    await citiesSettled(api.db);
    // Not found is stored as looked up, so the sweep does not try it again.
    expect(await townOf(entry.id)).toEqual({
      city: null,
      country: null,
      city_address: "Somewhere nobody has heard of",
    });

    await caller.entries.update({ ...moved, restaurantAddress: "Via Toledo 1, Napoli" });
    await citiesSettled(api.db);
    expect(await townOf(entry.id)).toMatchObject({ city: "Naples", country: "IT" });

    // An address taken away takes its town with it.
    await caller.entries.update({ ...moved, restaurantAddress: "" });
    await citiesSettled(api.db);
    expect(await townOf(entry.id)).toEqual({ city: null, country: null, city_address: null });
    expect(await sweepEntryCities(api.db, 100)).toBe(0);
  });

  it("finds the towns of entries written without them (older entries, imports) by the sweep", async () => {
    const user = await api.newUser();
    const rows = await api.db
      .insertInto("journal_entries")
      .values([
        {
          user_id: user.accountId,
          restaurant_name: "A",
          restaurant_address: "1 Rue de Rivoli, Paris",
          visit_date: "2025-01-01",
        },
        {
          user_id: user.accountId,
          restaurant_name: "B",
          restaurant_address: "Nowhere at all",
          visit_date: "2025-01-01",
        },
        { user_id: user.accountId, restaurant_name: "C", visit_date: "2025-01-01" },
      ])
      .returning("id")
      .execute();
    // One at a time, as a limit allows, then the rest; the entry without an address is never due.
    expect(await sweepEntryCities(api.db, 1)).toBe(1);
    expect(await sweepEntryCities(api.db, 100)).toBe(1);
    expect(await sweepEntryCities(api.db, 100)).toBe(0);
    const [paris, nowhere, none] = await Promise.all(rows.map((row) => townOf(row.id)));
    expect(paris).toEqual({ city: "Paris", country: "FR", city_address: "1 Rue de Rivoli, Paris" });
    expect(nowhere).toEqual({ city: null, country: null, city_address: "Nowhere at all" });
    expect(none).toEqual({ city: null, country: null, city_address: null });
  });
});
