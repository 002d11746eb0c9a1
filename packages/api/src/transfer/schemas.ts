import { z } from "zod";

/** The answer of POST /api/import (issue 18). */
export const fileImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Which app the file came from, recognised by its content. */
  source: z.enum(["bitelog", "google-takeout", "foursquare", "day-one", "csv"]),
  /** What was recognised in it, counted by kind (reviews, savedLists, checkins, rows…). */
  recognised: z.record(z.string(), z.number().int()),
  /** The file's places to try: added, and already on the list or not valid as a place. */
  placesToTry: z.object({ imported: z.number().int(), skipped: z.number().int() }),
  /** A CSV's rating scale as read (chosen, or the smallest that holds its ratings); null without a rating column. */
  ratingScale: z.union([z.literal(5), z.literal(10), z.literal(100)]).nullable(),
  imported: z.number().int(),
  /** Already in the journal (same name, visit date and address). */
  skipped: z.number().int(),
  /** Why a row (or one of its photos) did not come in as it was. */
  problems: z.array(
    z.object({
      row: z.number().int(),
      code: z.enum(["invalid", "overLimit", "photoLimit", "photoUnreadable", "leftOut"]),
      /** With "invalid": the first field refused. */
      field: z.string().optional(),
      message: z.string(),
    }),
  ),
  /** A CSV's columns that nothing was read from, as its header names them. */
  ignoredColumns: z.array(z.string()),
  /** The first visits and places to try that land (at most five each), as they will be stored. */
  sample: z.object({
    visits: z.array(
      z.object({
        row: z.number().int(),
        restaurantName: z.string(),
        restaurantAddress: z.string().nullable(),
        visitDate: z.string(),
        rating: z.number().int().nullable(),
        comment: z.string().nullable(),
      }),
    ),
    placesToTry: z.array(
      z.object({
        restaurantName: z.string(),
        restaurantAddress: z.string().nullable(),
        note: z.string().nullable(),
        listName: z.string().nullable(),
      }),
    ),
  }),
});
