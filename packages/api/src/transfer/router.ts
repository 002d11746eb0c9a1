import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";

import { IMPORT_LIMITS, RATE_LIMITS } from "@bitelog/config";

import { verifiedProcedure } from "../trpc";
import { admitUpload, declaredBytesSchema } from "../upload-limits";
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
 * `admitImport` then `importFile` an uploaded file's (POST /api/import).
 */
export const transferRouter = {
  start: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.journalExport, restOnly: true })
    .query(({ ctx }) => exportAccount(ctx.account)),

  page: verifiedProcedure
    .meta({ restOnly: true })
    .input(z.object({ after: z.uuid().optional() }))
    .query(({ ctx, input }) => exportPage(ctx.db, ctx.account.id, input.after)),

  import: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.journalImport })
    .input(importEntriesInput)
    .mutation(({ ctx, input }) =>
      importEntries(ctx, ctx.account.id, input.entries, { dryRun: input.dryRun ?? false }),
    ),

  /**
   * Before an import's body is read: counts it against the rate limit and answers the limits it is
   * read under, or 413 when its declared length passes them.
   */
  admitImport: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.journalFileImport, restOnly: true })
    .input(z.object({ declaredBytes: declaredBytesSchema }))
    .query(({ input }) =>
      admitUpload(input.declaredBytes, {
        maxFiles: 1,
        maxFileBytes: IMPORT_LIMITS.maxFileBytes,
        tooLarge: {
          error: "Import file too large",
          message: `An import file may be at most ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB.`,
        },
      }),
    ),

  /** The file of an import `admitImport` admitted (it counted the rate limit). */
  importFile: verifiedProcedure
    .meta({ restOnly: true })
    .input(importFileInput)
    .mutation(({ ctx, input }) => importFile(ctx, ctx.account, input.file, input.dryRun ?? false)),
} satisfies TRPCRouterRecord;
