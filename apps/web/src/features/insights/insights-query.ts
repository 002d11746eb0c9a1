import type { trpc as Trpc } from "../../lib/trpc";

/**
 * The figures of a year, or of all time when `year` is undefined. The API comes from the caller,
 * so that the route's file (part of the first paint) loads none of it.
 */
export function insightsQuery(trpc: typeof Trpc, year: number | undefined) {
  return trpc.insights.year.queryOptions(year === undefined ? {} : { year });
}
