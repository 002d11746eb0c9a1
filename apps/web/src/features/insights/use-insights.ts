import { useQuery } from "@tanstack/react-query";

import type { RouterOutputs } from "@bitelog/api";

import { trpc } from "../../lib/trpc";
import { insightsQuery } from "./insights-query";

export type YearInsights = RouterOutputs["insights"]["year"];
export type OnThisDay = RouterOutputs["insights"]["onThisDay"];

export function useYearInsights(year: number | undefined) {
  return useQuery(insightsQuery(trpc, year));
}

export function useOnThisDay() {
  return useQuery(trpc.insights.onThisDay.queryOptions());
}
