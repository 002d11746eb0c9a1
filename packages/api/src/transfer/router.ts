import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";

import { IMPORT_LIMITS, RATE_LIMITS, RATING_MAX, RATING_MIN } from "@bitelog/config";

import { verifiedProcedure } from "../trpc";
import { admitUpload, declaredBytesSchema } from "../upload-limits";
import { exportAccount, exportPage } from "./export-journal";
import { importEntries, importEntriesInput } from "./import-entries";
import { importFile } from "./import-file";
import { fileImportReportSchema } from "./schemas";

const starsSchema = z.number().int().min(RATING_MIN).max(RATING_MAX);

/** An import file as the REST route hands it over (a File of the multipart body); its bytes are judged, never its name. */
const importFileInput = z.object({
  file: z.custom<Blob>((value) => value instanceof Blob, "must be a file"),
  dryRun: z.boolean().optional(),
  /** A CSV's rating scale, as the person chose it in the preview. */
  ratingScale: z.coerce
    .number()
    .pipe(z.union([z.literal(5), z.literal(10), z.literal(100)], { error: "must be 5, 10 or 100" }))
    .optional(),
  /** A CSV's columns, as the person mapped them: field → header. */
  columns: z
    .object({
      name: z.string().max(200),
      date: z.string().max(200),
      address: z.string().max(200).optional(),
      rating: z.string().max(200).optional(),
      comment: z.string().max(200).optional(),
      whatYouHad: z.string().max(200).optional(),
    })
    .optional(),
  /** Stars for Foursquare's liked / okay / disliked; without it they give no rating. */
  venueRatings: z.object({ liked: starsSchema, okay: starsSchema, disliked: starsSchema }).optional(),
});

const admitInput = z.object({ declaredBytes: declaredBytesSchema });

const admitImportFile = (declaredBytes: z.infer<typeof declaredBytesSchema>) =>
  admitUpload(declaredBytes, {
    maxFiles: 1,
    maxFileBytes: IMPORT_LIMITS.maxFileBytes,
    tooLarge: {
      error: "Import file too large",
      message: `An import file may be at most ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB.`,
    },
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
    .query(({ ctx }) => exportAccount(ctx)),

  page: verifiedProcedure
    .meta({ restOnly: true })
    .input(z.object({ after: z.uuid().optional() }))
    .query(({ ctx, input }) => exportPage(ctx, input)),

  import: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.journalImport })
    .input(importEntriesInput)
    .mutation(({ ctx, input }) => importEntries(ctx, input)),

  /**
   * Before an import's body is read: counts it against the rate limit and answers the limits it is
   * read under, or 413 when its declared length passes them.
   */
  admitImport: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.journalFileImport, restOnly: true })
    .input(admitInput)
    .query(({ input }) => admitImportFile(input.declaredBytes)),

  /** As admitImport, for a dry run: counted apart, so previews do not use up the imports of the hour. */
  admitImportPreview: verifiedProcedure
    .meta({ rateLimit: RATE_LIMITS.journalFilePreview, restOnly: true })
    .input(admitInput)
    .query(({ input }) => admitImportFile(input.declaredBytes)),

  /** The file of an import `admitImport` admitted (it counted the rate limit). */
  importFile: verifiedProcedure
    .meta({ restOnly: true })
    .input(importFileInput)
    .output(fileImportReportSchema)
    .mutation(({ ctx, input }) => importFile(ctx, input)),
} satisfies TRPCRouterRecord;
