import { describe, expect, it } from "vitest";

import { PLAN_LIMITS, yearlyPricePerMonthCents, yearlySavingsCents, yearlySavingsPercent } from "./plans";

describe("plans", () => {
  it("derives the yearly figures the pricing page shows", () => {
    expect(yearlyPricePerMonthCents).toBe(333);
    expect(yearlySavingsCents).toBe(788);
    expect(yearlySavingsPercent).toBe(17);
  });

  it("limits free users and not members' entries and places to try", () => {
    expect(PLAN_LIMITS.free).toEqual({ maxEntries: 50, maxPhotosPerEntry: 3, maxPlacesToTry: 100 });
    expect(PLAN_LIMITS.member).toEqual({ maxEntries: null, maxPhotosPerEntry: 10, maxPlacesToTry: null });
  });
});
