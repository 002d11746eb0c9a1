import type { TRPCRouterRecord } from "@trpc/server";

import { verifiedProcedure } from "../trpc";
import { onThisDay } from "./on-this-day";
import { insightsInput, onThisDaySchema, yearInsightsSchema } from "./schemas";
import { yearInsights } from "./year-insights";

/** Issue 35: what the journal says back, for the signed-in account only. */
export const insightsRouter = {
  year: verifiedProcedure
    .input(insightsInput)
    .output(yearInsightsSchema)
    .query(({ ctx, input }) => yearInsights(ctx.db, ctx.account.id, input.year)),

  onThisDay: verifiedProcedure
    .output(onThisDaySchema)
    .query(({ ctx }) => onThisDay(ctx.db, ctx.account, ctx.ports.clock.now())),
} satisfies TRPCRouterRecord;
