import { describe, expect, it } from "vitest";

import { groupByPlace, isSamePlace, otherVisits } from "./same-place";
import { testEntry } from "./test-entries";

/** A point `north` metres north and `east` metres east of one in Lisbon. */
const near = (north: number, east: number) => ({
  restaurant_latitude: 38.7223 + north / 111_195,
  restaurant_longitude: -9.1393 + east / (111_195 * Math.cos((38.7223 * Math.PI) / 180)),
  location_precision: "exact" as const,
});

describe("isSamePlace", () => {
  it("is the same name and address whatever the case and accents", () => {
    const a = testEntry({ restaurant_name: "Café Luna", restaurant_address: "Rua Augusta 1, Lisboa" });
    const b = testEntry({ restaurant_name: "CAFE LUNA ", restaurant_address: "rua augusta 1, lisboa" });
    expect(isSamePlace(a, b)).toBe(true);
    expect(
      isSamePlace(
        a,
        testEntry({ restaurant_name: "Café Luna", restaurant_address: "Rua Augusta 2, Lisboa" }),
      ),
    ).toBe(false);
    // Without an address a name alone says nothing (two "Starbucks").
    expect(isSamePlace(testEntry({ restaurant_name: "Luna" }), testEntry({ restaurant_name: "Luna" }))).toBe(
      false,
    );
  });

  it("is the same name at exact locations a few metres apart", () => {
    const luna = { restaurant_name: "Café Luna" };
    expect(
      isSamePlace(
        testEntry({ ...near(0, 0), ...luna }),
        testEntry({ ...near(10, 10), restaurant_name: "cafe  luna!" }),
      ),
    ).toBe(true);
    expect(isSamePlace(testEntry({ ...near(0, 0), ...luna }), testEntry({ ...near(60, 0), ...luna }))).toBe(
      false,
    );
  });

  it("keeps apart the restaurants of one food hall or one address", () => {
    const hall = { ...near(0, 0), restaurant_address: "Mercado da Ribeira, Lisboa" };
    const stall = testEntry({ ...hall, restaurant_name: "Café de São Bento" });
    const other = testEntry({ ...near(5, 5), ...hall, restaurant_name: "Sea Me" });
    expect(isSamePlace(stall, other)).toBe(false);
    const groups = groupByPlace([stall, other, testEntry({ ...hall, restaurant_name: "Sea Me" })]);
    expect(groups.get(stall.id)).toEqual([stall]);
    expect(groups.get(other.id)).toHaveLength(2);
  });

  it("does not take approximate locations (a town's centre) for a place", () => {
    const approximate = { ...near(0, 0), location_precision: "approximate" as const };
    expect(isSamePlace(testEntry(approximate), testEntry(approximate))).toBe(false);
  });
});

describe("groupByPlace", () => {
  it("groups visits to one place, however many, and leaves the others alone", () => {
    const luna = { restaurant_name: "Luna" };
    const visits = [near(0, 0), near(5, -5), near(-8, 3)].map((point) => testEntry({ ...point, ...luna }));
    const elsewhere = testEntry({ ...near(500, 0), ...luna });
    const groups = groupByPlace([...visits, elsewhere]);
    for (const visit of visits) expect(groups.get(visit.id)).toHaveLength(3);
    expect(groups.get(elsewhere.id)).toEqual([elsewhere]);
  });

  it("finds neighbours across the grid's cells in a journal of thousands", () => {
    const journal = Array.from({ length: 3000 }, (_, i) => testEntry(near(i * 100, 0)));
    const pair = [near(1_000_000 / 7, 1000), near(1_000_000 / 7 + 20, 1003)].map((point) =>
      testEntry({ ...point, restaurant_name: "Luna" }),
    );
    const groups = groupByPlace([...journal, ...pair]);
    expect(groups.get(pair[0]?.id ?? "")).toHaveLength(2);
    expect(groups.get(journal[0]?.id ?? "")).toHaveLength(1);
  });
});

describe("otherVisits", () => {
  it("lists the other visits to the place, newest first", () => {
    const place = { restaurant_name: "Luna", restaurant_address: "1 Main St, Porto" };
    const first = testEntry({ ...place, visit_date: "2023-01-01" });
    const second = testEntry({ ...place, visit_date: "2025-06-01" });
    const third = testEntry({ ...place, visit_date: "2024-03-01" });
    const journal = [first, second, third, testEntry()];
    expect(otherVisits(first, journal)).toEqual([second, third]);
  });
});
