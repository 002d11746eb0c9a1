import { z } from "zod";

import type { ImportCandidate } from "../import-entries";
import type { ZipFileEntry } from "../read-zip";
import type { CandidatePhotos } from "./types";
import { dayIn, instantOf } from "./dates";

const entrySchema = z.looseObject({
  creationDate: z.string().optional(),
  timeZone: z.string().optional(),
  text: z.string().optional(),
  location: z
    .looseObject({
      placeName: z.string().optional(),
      localityName: z.string().optional(),
      country: z.string().optional(),
      latitude: z.number().optional(),
      longitude: z.number().optional(),
    })
    .optional(),
  photos: z.array(z.looseObject({ md5: z.string().optional(), type: z.string().optional() })).optional(),
});

const journalSchema = z.object({ metadata: z.looseObject({}), entries: z.array(z.unknown()) });

export const isDayOneJournal = (json: unknown) => journalSchema.safeParse(json).success;

/** Day One's own markup in a text: its photo placeholders and escaped Markdown characters. */
const plainText = (text: string) =>
  text
    .replace(/!\[\]\(dayone-moment:\/[^)]*\)/g, "")
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, "$1")
    .trim();

export interface DayOneVisits {
  candidates: ImportCandidate[];
  photos: Map<string, CandidatePhotos>;
  /** Entries without a location, which are no visit. */
  leftOut: { row: number; message: string }[];
}

/**
 * A Day One journal's entries with a location as visits: the place's name, its town and country as
 * address, the day of `creationDate` in the entry's own time zone, the text as comment, and the
 * photos found in the archive under photos/<md5>.<type>.
 */
export function dayOneEntries(
  json: unknown,
  files: ReadonlyMap<string, ZipFileEntry>,
  firstRow: number,
): DayOneVisits {
  const result: DayOneVisits = { candidates: [], photos: new Map(), leftOut: [] };
  journalSchema.parse(json).entries.forEach((item, index) => {
    const row = firstRow + index;
    const ref = String(row);
    const entry = entrySchema.safeParse(item).data;
    if (!entry) {
      result.candidates.push({ ref, fields: null });
      return;
    }
    const { location } = entry;
    const name = location?.placeName ?? location?.localityName;
    if (!location || !name) {
      result.leftOut.push({ row, message: "The entry has no location, so it is no visit." });
      return;
    }
    const instant = instantOf(entry.creationDate);
    const address = [location.localityName, location.country].filter((part) => part && part !== name);
    result.candidates.push({
      ref,
      fields: {
        restaurantName: name,
        restaurantAddress: address.length > 0 ? address.join(", ") : null,
        restaurantLatitude: location.latitude ?? null,
        restaurantLongitude: location.longitude ?? null,
        visitDate: instant ? dayIn(instant, entry.timeZone) : (entry.creationDate ?? ""),
        comment: entry.text ? plainText(entry.text) || null : null,
      },
    });
    const found = (entry.photos ?? []).flatMap(({ md5, type }) => {
      const file = md5 && type ? files.get(`photos/${md5}.${type}`) : undefined;
      return file ? [file] : [];
    });
    if (found.length > 0) result.photos.set(ref, { files: found, thumbnail: 0 });
  });
  return result;
}
