import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";

import { RATE_LIMITS } from "@bitelog/config";

import { verifiedProcedure } from "../trpc";
import { exportAccount, exportPage } from "./export-journal";
import { importEntries, importEntriesInput } from "./import-entries";
import { importFile } from "./import-file";

/** An import file as the REST route hands it over (a File of the multipart body); its bytes are judged, never its name. */
const importFileInput = z.object({
  file: z.custom<Blob>((value) => value instanceof Blob, "must be a file"),
  dryRun: z.boolean().optional(),
});

/**
 * The journal going out and coming in (issue 18). The export is called in-process by the REST
 * export route, which streams the ZIP: `start` is the rate-limited call and answers the account,
 * `page` the entries page by page. `import` brings entries in (the legacy local journal), and
 * `importFile` an uploaded file's (POST /api/import).
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

  importFile: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.journalFileImport })
    .input(importFileInput)
    .mutation(async ({ ctx, input }) =>
      importFile(ctx, ctx.account, Buffer.from(await input.file.arrayBuffer()), input.dryRun ?? false),
    ),
} satisfies TRPCRouterRecord;
