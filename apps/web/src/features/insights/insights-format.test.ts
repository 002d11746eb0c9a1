import { describe, expect, it } from "vitest";

import {
  busiestWeekdays,
  countryName,
  formatCount,
  formatRating,
  monthName,
  weekdayName,
} from "./insights-format";

describe("insights format", () => {
  it("names months and weekdays in the language", () => {
    expect(monthName("2026-03", "en")).toBe("March");
    expect(monthName("2026-03", "fr")).toBe("mars");
    expect(monthName("2026-01", "de", "short")).toBe("Jan");
    expect(weekdayName(1, "en")).toBe("Monday");
    expect(weekdayName(7, "es")).toBe("domingo");
  });

  it("writes numbers and countries in the language", () => {
    expect(formatCount(1234, "en")).toBe("1,234");
    expect(formatCount(1234, "de")).toBe("1.234");
    expect(formatRating(4.25, "en")).toBe("4.3");
    expect(formatRating(4, "it")).toBe("4,0");
    expect(countryName("FR", "en")).toBe("France");
    expect(countryName("FR", "de")).toBe("Frankreich");
    expect(countryName("nope", "en")).toBe("nope");
  });

  it("finds the busiest weekdays, ties included", () => {
    expect(
      busiestWeekdays([
        { weekday: 1, visits: 2 },
        { weekday: 5, visits: 3 },
        { weekday: 6, visits: 3 },
      ]),
    ).toEqual([5, 6]);
    expect(busiestWeekdays([{ weekday: 1, visits: 0 }])).toEqual([]);
  });
});
