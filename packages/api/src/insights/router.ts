import type { TRPCRouterRecord } from "@trpc/server";

import { verifiedProcedure } from "../trpc";
import { keptInsights } from "./kept-insights";
import { onThisDay } from "./on-this-day";
import { insightsInput, onThisDaySchema, yearInsightsSchema } from "./schemas";

/** Issue 35: what the journal says back, for the signed-in account only. */
export const insightsRouter = {
  year: verifiedProcedure
    .input(insightsInput)
    .output(yearInsightsSchema)
    .query(({ ctx, input }) => keptInsights(ctx, input)),

  onThisDay: verifiedProcedure.output(onThisDaySchema).query(({ ctx }) => onThisDay(ctx)),
} satisfies TRPCRouterRecord;
