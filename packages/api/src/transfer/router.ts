import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";

import { RATE_LIMITS } from "@bitelog/config";

import { verifiedProcedure } from "../trpc";
import { exportAccount, exportPage } from "./export-journal";

/**
 * The data behind the export (issue 18). Called in-process by the REST export route, which streams
 * the ZIP: `start` is the rate-limited call and answers the account, `page` the entries page by page.
 */
export const transferRouter = {
  start: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.journalExport })
    .query(({ ctx }) => exportAccount(ctx.account)),

  page: verifiedProcedure
    .input(z.object({ after: z.uuid().optional() }))
    .query(({ ctx, input }) => exportPage(ctx.db, ctx.account.id, input.after)),
} satisfies TRPCRouterRecord;
