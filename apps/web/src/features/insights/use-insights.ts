import { useQuery } from "@tanstack/react-query";

import type { RouterOutputs } from "@bitelog/api";

import { trpc } from "../../lib/trpc";

export type YearInsights = RouterOutputs["insights"]["year"];
export type OnThisDay = RouterOutputs["insights"]["onThisDay"];

/** The figures of a year, or of all time when `year` is undefined. */
export function insightsQuery(year: number | undefined) {
  return trpc.insights.year.queryOptions(year === undefined ? {} : { year });
}

export function useYearInsights(year: number | undefined) {
  return useQuery(insightsQuery(year));
}

export function useOnThisDay() {
  return useQuery(trpc.insights.onThisDay.queryOptions());
}
