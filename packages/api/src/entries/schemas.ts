import { z } from "zod";

import { ENTRY_TEXT_LIMITS, LANGUAGES, SEARCH_TERM_MAX_LENGTH } from "@bitelog/config";

import type { createEntryInput } from "./entry-fields";
import { idempotencyKeySchema } from "../idempotency/run-once";
import { entryFieldsShape, requireCoordinatePair } from "./entry-fields";
import { searchCursorSchema } from "./search-cursor";

/** A change a device may send again (its outbox): one key per change, see runOnce. */
const idempotent = { idempotencyKey: idempotencyKeySchema.optional() };

export const createEntryRequest = z
  .object({
    ...entryFieldsShape,
    /**
     * The place to try this visit comes from ("I went", issue 33): it leaves the list with the
     * save, and the entry keeps since when it was listed. Any string, as ids are (see entryIdSchema).
     */
    placeToTryId: z.string().max(100).optional(),
    ...idempotent,
  })
  .superRefine(requireCoordinatePair);

/**
 * Entry ids are uuids, but any string is taken here: one that is not a uuid names no entry and is
 * answered 404 like any other unknown id (see own-entry.ts).
 */
export const entryIdSchema = z.string().max(100);

export const updateEntryInput = z
  .object({
    id: entryIdSchema,
    ...entryFieldsShape,
    /**
     * The photo shown on cards, as any reference to one of this entry's photos (storage path,
     * `/api/images/…` or a bucket URL). Absent, null or empty: the first photo.
     */
    thumbnailUrl: z.string().max(2048).nullish(),
    ...idempotent,
  })
  .superRefine(requireCoordinatePair);

export const entryByIdInput = z.object({ id: entryIdSchema });

export const deleteEntryInput = z.object({ id: entryIdSchema, ...idempotent });

export const searchInput = z.object({
  q: z.string().max(SEARCH_TERM_MAX_LENGTH, `must be at most ${SEARCH_TERM_MAX_LENGTH} characters`),
  /** The previous page's nextCursor; absent or null for the first page. */
  cursor: searchCursorSchema.nullish(),
});

export const browseInput = z
  .object({
    /** Omitted: the first letter that has entries. */
    letter: z
      .string()
      .regex(/^[a-zA-Z#]$/, "must be one letter from a to z, or #")
      .transform((letter) => letter.toLowerCase())
      .optional(),
    /** The previous page's nextCursor, with the same letter; absent or null for the first page. */
    cursor: searchCursorSchema.nullish(),
  })
  .optional()
  .default({});

export type EntryFields = z.output<typeof createEntryInput>;
export type CreateEntryRequest = z.output<typeof createEntryRequest>;
export type UpdateEntryInput = z.output<typeof updateEntryInput>;
export type EntryByIdInput = z.output<typeof entryByIdInput>;
export type DeleteEntryInput = z.output<typeof deleteEntryInput>;
export type SearchInput = z.output<typeof searchInput>;
export type BrowseInput = z.output<typeof browseInput>;

/** What is being typed in the address field, and the language to name countries in. */
export const townSuggestionsInput = z.object({
  query: z.string().max(ENTRY_TEXT_LIMITS.restaurantAddress),
  language: z.enum(LANGUAGES),
});

/**
 * A journal entry as the web app and REST clients see it (docs/product.md §3): the row's snake_case fields,
 * plus photos.
 */
export const entryViewSchema = z.object({
  id: z.string(),
  restaurant_name: z.string(),
  restaurant_address: z.string().nullable(),
  restaurant_latitude: z.number().nullable(),
  restaurant_longitude: z.number().nullable(),
  /** Null exactly when there are no coordinates. */
  location_precision: z.enum(["exact", "approximate"]).nullable(),
  /** YYYY-MM-DD. */
  visit_date: z.string(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  what_you_had: z.string().nullable(),
  would_get_again: z.boolean().nullable(),
  things_to_remember: z.string().nullable(),
  /** The display versions, in upload order, as URLs of our image route. */
  photoUrls: z.array(z.string()),
  /** The thumbnail of the chosen photo, else of the first one; null without photos. */
  thumbnail_url: z.string().nullable(),
  /** When the visit came from the places to try: since when the place had been listed (ISO 8601). */
  listed_since: z.string().nullable(),
});

/** A page of entries, as search and browse answer them. */
const entryPageShape = {
  entries: z.array(entryViewSchema),
  /** Pass as cursor for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** How many entries there are in all, not just on this page, up to a cap. */
  total: z.number().int(),
  /** The total stopped counting at its cap: there are at least that many. */
  totalCapped: z.boolean(),
};

export const searchResultSchema = z.object(entryPageShape);

export const browseResultSchema = z.object({
  /** The letter listed: the one asked for, else the first that has entries; null when none has. */
  letter: z.string().nullable(),
  ...entryPageShape,
  /** The letters that have entries. */
  letters: z.array(z.string()),
});

/** The answer of a deletion. */
export const deletedSchema = z.object({ message: z.string() });
