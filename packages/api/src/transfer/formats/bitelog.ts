import { z } from "zod";

import { IMPORT_LIMITS } from "@bitelog/config";

import type { ZipFileEntry } from "../read-zip";
import type { FormatResult, PlaceCandidate } from "./types";
import { AppError } from "../../errors";
import { emptyResult } from "./types";

const badFile = (message: string) => new AppError("BAD_REQUEST", { error: "Invalid import file", message });

/** An entry of our export's journal.json: the read model, with the ZIP paths of its photos. */
const exportedEntrySchema = z.looseObject({
  restaurant_name: z.unknown(),
  restaurant_address: z.unknown().optional(),
  restaurant_latitude: z.unknown().optional(),
  restaurant_longitude: z.unknown().optional(),
  location_precision: z.unknown().optional(),
  visit_date: z.unknown(),
  rating: z.unknown().optional(),
  comment: z.unknown().optional(),
  what_you_had: z.unknown().optional(),
  would_get_again: z.unknown().optional(),
  things_to_remember: z.unknown().optional(),
  photos: z.array(z.string()).optional(),
  thumbnail: z.string().nullish(),
});

/** A place to try as version 2 writes it: the places-to-try view. */
const exportedPlaceSchema = z.looseObject({
  restaurant_name: z.string(),
  restaurant_address: z.string().nullish(),
  restaurant_latitude: z.number().nullish(),
  restaurant_longitude: z.number().nullish(),
  note: z.string().nullish(),
  source_url: z.string().nullish(),
  list_name: z.string().nullish(),
});

/** Version 1 holds entries; version 2 adds the places to try (issue 33). */
const exportedJournalSchema = z.object({
  format: z.literal("bitelog-export"),
  version: z.union([z.literal(1), z.literal(2)]),
  entries: z.array(z.unknown()),
  placesToTry: z.array(z.unknown()).optional(),
});

export const isBitelogExport = (json: unknown) =>
  typeof json === "object" && json !== null && (json as { format?: unknown }).format === "bitelog-export";

/**
 * Our journal.json as visits named by their place (1, 2, …), with the photos the archive holds
 * (none for the file alone), and version 2's places to try.
 */
export function bitelogJournal(json: unknown, files: ReadonlyMap<string, ZipFileEntry>): FormatResult {
  const journal = exportedJournalSchema.safeParse(json);
  if (!journal.success) {
    throw badFile(
      'The JSON file is not a Bitelog export ("format": "bitelog-export", "version": 1 or 2, "entries": […]).',
    );
  }
  if (journal.data.entries.length > IMPORT_LIMITS.maxEntries) {
    throw badFile(`An import may hold at most ${IMPORT_LIMITS.maxEntries} entries.`);
  }
  const result = emptyResult("bitelog");
  result.candidates = journal.data.entries.map((item, index) => {
    const ref = String(index + 1);
    const entry = exportedEntrySchema.safeParse(item);
    // A malformed entry goes on as it is, for the create schema to name what is wrong with it.
    if (!entry.success) return { ref, fields: item };
    const e = entry.data;
    const paths = (e.photos ?? []).filter((path) => files.has(path));
    const found = paths.flatMap((path) => files.get(path) ?? []);
    if (found.length > 0) {
      const chosen = e.thumbnail ? paths.indexOf(e.thumbnail) : 0;
      result.photos.set(ref, { files: found, thumbnail: Math.max(0, chosen) });
    }
    return {
      ref,
      fields: {
        restaurantName: e.restaurant_name,
        restaurantAddress: e.restaurant_address,
        restaurantLatitude: e.restaurant_latitude,
        restaurantLongitude: e.restaurant_longitude,
        locationPrecision: e.location_precision,
        visitDate: e.visit_date,
        rating: e.rating,
        comment: e.comment,
        whatYouHad: e.what_you_had,
        wouldGetAgain: e.would_get_again,
        thingsToRemember: e.things_to_remember,
      },
    };
  });
  result.places = (journal.data.placesToTry ?? []).flatMap((item, index): PlaceCandidate[] => {
    const place = exportedPlaceSchema.safeParse(item).data;
    if (!place) return [];
    return [
      {
        ref: String(index + 1),
        fields: {
          restaurantName: place.restaurant_name,
          restaurantAddress: place.restaurant_address ?? null,
          restaurantLatitude: place.restaurant_latitude ?? null,
          restaurantLongitude: place.restaurant_longitude ?? null,
          note: place.note ?? null,
          sourceUrl: place.source_url ?? null,
          listName: place.list_name ?? null,
        },
      },
    ];
  });
  result.recognised = { entries: result.candidates.length, placesToTry: result.places.length };
  return result;
}
