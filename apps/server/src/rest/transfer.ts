import type { Context as HonoContext } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { PassThrough, Readable } from "node:stream";
import { ZipArchive } from "archiver";
import { stringify } from "csv-stringify";
import { Hono } from "hono";
import { z } from "zod";

import type { ContextDeps } from "@bitelog/api/server";
import { AppError, appRouter, exportCsvCast } from "@bitelog/api/server";
import { REQUESTS } from "@bitelog/config";

import type { Caller } from "./caller";
import { requestDeadline } from "../request-limits";
import { callerFor, procedureRoute } from "./caller";
import { errorAnswers, inputFields, jsonSuccess, outputOf, SECURITY } from "./openapi-parts";
import { closeAfterRefusal, declaredBytes, receiveFiles, signedInOnly } from "./uploads";

const { transfer } = appRouter;
const importChoices = inputFields(transfer.importFile).shape as Record<"columns" | "venueRatings", z.ZodType>;
const fileBytes = z.string().meta({ format: "binary" });

/** The JSON Schema of what a form field holding JSON must hold, as the procedure reads it. */
const contentSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...content } = z.toJSONSchema(schema, { io: "input" });
  return content;
};

/** The OpenAPI description of the routes below. */
export const transferPaths: ZodOpenApiPathsObject = {
  "/import": {
    post: {
      operationId: "importFile",
      tags: ["Import and export"],
      summary: "Import entries and places to try from a file",
      description:
        "Our ZIP or journal.json, a Google Takeout, Foursquare or Day One export, or a CSV with a header row.",
      security: SECURITY.bearer,
      requestParams: {
        query: z.object({
          dryRun: z
            .enum(["true", "false"])
            .optional()
            .meta({ description: "true: answer what would happen, and write nothing" }),
        }),
      },
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: z.object({
              file: fileBytes.meta({ description: "The one file to import" }),
              ratingScale: z
                .enum(["5", "10", "100"])
                .optional()
                .meta({ description: "A CSV's rating scale, when its ratings are not 1 to 5" }),
              columns: z
                .string()
                .optional()
                .meta({
                  description: "A CSV's columns, as JSON: field → header",
                  contentMediaType: "application/json",
                  contentSchema: contentSchema(importChoices.columns),
                }),
              venueRatings: z
                .string()
                .optional()
                .meta({
                  description: "Stars for Foursquare's liked, okay and disliked, as JSON",
                  contentMediaType: "application/json",
                  contentSchema: contentSchema(importChoices.venueRatings),
                }),
            }),
          },
        },
      },
      responses: {
        ...jsonSuccess(
          200,
          "What came in, or would come in, and what did not",
          outputOf(transfer.importFile),
        ),
        ...errorAnswers([400, 401, 403, 413, 429, 500, 503]),
      },
    },
  },
  "/export": {
    get: {
      operationId: "exportJournal",
      tags: ["Import and export"],
      summary: "The whole journal as a streamed ZIP (journal.json, journal.csv, places-to-try.csv, photos)",
      security: SECURITY.bearer,
      requestParams: {
        query: z.object({
          format: z.enum(["zip", "csv"]).optional().meta({ description: "csv: the entries' CSV alone" }),
        }),
      },
      responses: {
        "200": {
          description: "The download",
          content: { "application/zip": { schema: fileBytes }, "text/csv": { schema: fileBytes } },
        },
        ...errorAnswers([401, 403, 429, 500, 503]),
      },
    },
  },
};

type ExportEntry = Awaited<ReturnType<Caller["transfer"]["page"]>>[number];

const CSV_COLUMNS = [
  "id",
  "restaurant_name",
  "restaurant_address",
  "restaurant_latitude",
  "restaurant_longitude",
  "location_precision",
  "visit_date",
  "rating",
  "comment",
  "what_you_had",
  "would_get_again",
  "things_to_remember",
] as const;

/** The user's entries, page by page: only one page is ever held. */
async function* entriesOf(caller: Caller): AsyncGenerator<ExportEntry> {
  let after: string | undefined;
  for (;;) {
    const page = await caller.transfer.page(after === undefined ? {} : { after });
    yield* page;
    if (page.length === 0) return;
    after = page[page.length - 1]?.id;
  }
}

/**
 * `journal.csv`: one row per entry, with a BOM so that spreadsheets read its accents as UTF-8, and
 * cells written so that the import reads them back as they were and no spreadsheet runs them.
 */
function journalCsv(caller: Caller): Readable {
  const csv = stringify({ header: true, columns: [...CSV_COLUMNS], bom: true, cast: exportCsvCast });
  void (async () => {
    try {
      for await (const entry of entriesOf(caller)) {
        if (!csv.write(CSV_COLUMNS.map((column) => entry[column]))) {
          await new Promise((resolve) => csv.once("drain", resolve));
        }
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}

const PLACE_COLUMNS = [
  "id",
  "restaurant_name",
  "restaurant_address",
  "restaurant_latitude",
  "restaurant_longitude",
  "note",
  "source_url",
  "list_name",
  "created_at",
] as const;

/** `places-to-try.csv`: the list, one row per place, written as journal.csv is. */
function placesCsv(places: readonly Record<(typeof PLACE_COLUMNS)[number], unknown>[]): Readable {
  const csv = stringify({ header: true, columns: [...PLACE_COLUMNS], bom: true, cast: exportCsvCast });
  for (const place of places) csv.write(PLACE_COLUMNS.map((column) => place[column]));
  csv.end();
  return csv;
}

/**
 * `journal.json`, written entry by entry: the entries array is never held whole. Each entry lists
 * the ZIP paths of its photos in the archive; `missingPhotos` those whose file could not be read,
 * left out of it (and of `thumbnail`).
 */
function journalJson(
  caller: Caller,
  account: unknown,
  exportedAt: string,
  missing: ReadonlySet<string>,
  placesToTry: readonly unknown[],
): Readable {
  return Readable.from(
    (async function* () {
      // Version 2 adds the places to try (issue 33); the import reads both.
      yield `{"format":"bitelog-export","version":2,"exportedAt":${JSON.stringify(exportedAt)},"account":${JSON.stringify(account)},"entries":[`;
      let first = true;
      for await (const { photoFiles: _files, photos, thumbnail, ...entry } of entriesOf(caller)) {
        const written = {
          ...entry,
          photos: photos.filter((path) => !missing.has(path)),
          missingPhotos: photos.filter((path) => missing.has(path)),
          thumbnail: thumbnail !== null && missing.has(thumbnail) ? null : thumbnail,
        };
        yield `${first ? "" : ","}\n${JSON.stringify(written)}`;
        first = false;
      }
      yield `\n],"placesToTry":${JSON.stringify(placesToTry)}}\n`;
    })(),
  );
}

/**
 * Appends every photo file as earlier files are written, so only a few photos are ever held at
 * once. A photo whose file is gone is left out with a warning, so that one lost file does not cost
 * the whole export; the ZIP paths of those left out are returned.
 */
async function appendPhotos(deps: ContextDeps, caller: Caller, zip: ZipArchive): Promise<Set<string>> {
  const missing = new Set<string>();
  for await (const entry of entriesOf(caller)) {
    for (const file of entry.photoFiles) {
      let image;
      try {
        image = await caller.photos.image({ path: file.storagePath });
      } catch (error) {
        if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
        deps.logger.warn(
          { entryId: entry.id, storagePath: file.storagePath },
          "export left out a photo whose file cannot be found",
        );
        missing.add(file.path);
        continue;
      }
      await new Promise<void>((resolve, reject) => {
        const written = () => {
          zip.off("error", failed);
          resolve();
        };
        const failed = (error: Error) => {
          zip.off("entry", written);
          reject(error);
        };
        zip.once("entry", written);
        zip.once("error", failed);
        zip.append(image.data, { name: file.path, store: true });
      });
    }
  }
  return missing;
}

/**
 * A form field holding JSON, as the procedure's input under `name` (its schema then judges it);
 * text that is no JSON is refused here with 400 naming the field.
 */
function jsonField(name: string, value: string | undefined): Record<string, unknown> {
  if (value === undefined || value === "") return {};
  try {
    return { [name]: JSON.parse(value) as unknown };
  } catch {
    throw new AppError("BAD_REQUEST", {
      error: "Invalid import file",
      message: `The form field \`${name}\` must be JSON.`,
    });
  }
}

const download = (c: HonoContext, body: Readable, type: string, name: string) =>
  c.body(Readable.toWeb(body) as ReadableStream, 200, {
    "Content-Type": type,
    "Content-Disposition": `attachment; filename="${name}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });

/**
 * Issue 18: the whole journal as a streamed ZIP, or its CSV alone; and an import from a file
 * (multipart field `file`, `?dryRun=true` to answer what would happen without writing).
 */
export function transferRoutes(
  deps: ContextDeps,
  uploadDeadlineMs: number = REQUESTS.uploadDeadlineMs,
): Hono {
  const api = new Hono();
  api.post(
    "/import",
    requestDeadline(uploadDeadlineMs),
    closeAfterRefusal(),
    signedInOnly(deps),
    procedureRoute(deps, async (caller, c) => {
      // The rate limit is checked before the body is read; the file is written to disk as it arrives.
      // A dry run is counted apart, so that checking a file does not use up the real imports.
      const dryRun = c.req.query("dryRun") === "true";
      const admit = dryRun ? caller.transfer.admitImportPreview : caller.transfer.admitImport;
      const limits = await admit({ declaredBytes: declaredBytes(c) });
      const received = await receiveFiles(c, "file", limits);
      try {
        const [file, ...more] = received.values;
        if (!file || more.length > 0) {
          throw new AppError("BAD_REQUEST", {
            error: "No import file",
            message: "Send one file in the multipart field `file`.",
          });
        }
        // Every value is checked by the procedure's schema: anything but a file is refused there.
        const field = (name: string) => received.fields.get(name);
        const ratingScale = field("ratingScale");
        return await caller.transfer.importFile({
          file: file as File,
          dryRun,
          ...(ratingScale === undefined ? {} : { ratingScale }),
          ...jsonField("columns", field("columns")),
          ...jsonField("venueRatings", field("venueRatings")),
        });
      } finally {
        await received.dispose();
      }
    }),
  );
  api.get("/export", async (c) => {
    const caller = await callerFor(deps, c);
    const account = await caller.transfer.start();
    const now = new Date();
    const day = now.toISOString().slice(0, 10);
    if (c.req.query("format") === "csv") {
      return download(c, journalCsv(caller), "text/csv; charset=utf-8", `bitelog-export-${day}.csv`);
    }
    const zip = new ZipArchive({ zlib: { level: 6 } });
    const out = new PassThrough();
    zip.on("error", (error) => out.destroy(error));
    zip.pipe(out);
    void (async () => {
      try {
        zip.append(journalCsv(caller), { name: "journal.csv" });
        const { places } = await caller.placesToTry.list();
        zip.append(placesCsv(places), { name: "places-to-try.csv" });
        const missing = await appendPhotos(deps, caller, zip);
        // Last, once it is known which photos could not be read.
        zip.append(journalJson(caller, account, now.toISOString(), missing, places), {
          name: "journal.json",
        });
        await zip.finalize();
      } catch (error) {
        // The answer's 200 is already sent: the log is where a broken download shows.
        deps.logger.error({ err: error }, "export stopped before its end");
        zip.abort();
        out.destroy(error as Error);
      }
    })();
    return download(c, out, "application/zip", `bitelog-export-${day}.zip`);
  });
  return api;
}
