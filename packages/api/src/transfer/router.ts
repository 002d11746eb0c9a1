import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";

import { RATE_LIMITS } from "@bitelog/config";

import { verifiedProcedure } from "../trpc";
import { exportAccount, exportPage } from "./export-journal";
import { importEntries, importEntriesInput } from "./import-entries";

/**
 * The journal going out and coming in (issue 18). The export is called in-process by the REST
 * export route, which streams the ZIP: `start` is the rate-limited call and answers the account,
 * `page` the entries page by page. `import` brings entries in (the legacy local journal, files).
 */
export const transferRouter = {
  start: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.journalExport })
    .query(({ ctx }) => exportAccount(ctx.account)),

  page: verifiedProcedure
    .input(z.object({ after: z.uuid().optional() }))
    .query(({ ctx, input }) => exportPage(ctx.db, ctx.account.id, input.after)),

  import: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.journalImport })
    .input(importEntriesInput)
    .mutation(({ ctx, input }) =>
      importEntries(ctx, ctx.account.id, input.entries, { dryRun: input.dryRun ?? false }),
    ),
} satisfies TRPCRouterRecord;
