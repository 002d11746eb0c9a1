import { describe, expect, it } from "vitest";

import { periodStart } from "./period";

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe("periodStart", () => {
  it("counts calendar months from the anchor, keeping its day where the month has it", () => {
    const anchor = at("2028-01-31T10:20:30Z");
    const monthly = { interval: "month", intervalCount: 1 } as const;
    expect([1, 2, 3].map((index) => iso(periodStart(anchor, monthly, index)))).toEqual([
      "2028-02-29T10:20:30.000Z",
      "2028-03-31T10:20:30.000Z",
      "2028-04-30T10:20:30.000Z",
    ]);
  });

  it("bills yearly from a leap day on the last day of February", () => {
    const yearly = { interval: "year", intervalCount: 1 } as const;
    expect(iso(periodStart(at("2028-02-29T00:00:00Z"), yearly, 1))).toBe("2029-02-28T00:00:00.000Z");
    expect(iso(periodStart(at("2028-02-29T00:00:00Z"), yearly, 4))).toBe("2032-02-29T00:00:00.000Z");
  });

  it("adds whole days and weeks, times the interval count", () => {
    const anchor = at("2026-03-01T00:00:00Z");
    expect(iso(periodStart(anchor, { interval: "week", intervalCount: 2 }, 1))).toBe(
      "2026-03-15T00:00:00.000Z",
    );
    expect(iso(periodStart(anchor, { interval: "day", intervalCount: 1 }, 0))).toBe(
      "2026-03-01T00:00:00.000Z",
    );
  });
});
