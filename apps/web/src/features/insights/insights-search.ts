import { numberWithin, oneOf } from "../../lib/search-params";

/** /insights?year=2025 or ?year=all; without one, the current year. */
export interface InsightsSearch {
  year?: number | "all";
}

export function readInsightsSearch(search: Record<string, unknown>): InsightsSearch {
  const year = oneOf(["all"], search.year) ?? numberWithin(search.year, 1900, 9999, true);
  return year === undefined ? {} : { year };
}

/** The year the screen shows (undefined: all time), and the API's input for it. */
export function chosenYear(search: InsightsSearch, now: Date = new Date()): number | undefined {
  if (search.year === "all") return undefined;
  return search.year ?? now.getFullYear();
}
