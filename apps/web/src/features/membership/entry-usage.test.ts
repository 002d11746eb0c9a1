import { describe, expect, it } from "vitest";

import { entryUsagePercent, isNearEntryLimit } from "./entry-usage";

describe("entryUsagePercent", () => {
  it("is the share of the limit used, capped at 100", () => {
    expect(entryUsagePercent(0, 50)).toBe(0);
    expect(entryUsagePercent(20, 50)).toBe(40);
    expect(entryUsagePercent(50, 50)).toBe(100);
    expect(entryUsagePercent(51, 50)).toBe(100);
  });

  it("is 0 when entries are unlimited", () => {
    expect(entryUsagePercent(500, "Unlimited")).toBe(0);
  });
});

describe("isNearEntryLimit", () => {
  it("warns from 80 % of the limit", () => {
    expect(isNearEntryLimit(39, 50)).toBe(false);
    expect(isNearEntryLimit(40, 50)).toBe(true);
    expect(isNearEntryLimit(51, 50)).toBe(true);
  });

  it("never warns without a limit", () => {
    expect(isNearEntryLimit(10_000, "Unlimited")).toBe(false);
  });
});
