import { z } from "zod";

import type { Language } from "@bitelog/config";
import { IMPORT_LIMITS } from "@bitelog/config";

import type { ImportCandidate } from "./import-entries";
import { AppError } from "../errors";
import { readCsv } from "./read-csv";
import { readZip } from "./read-zip";

/** The photo files of one candidate (from a ZIP), in order, and which of them is its thumbnail. */
export interface CandidatePhotos {
  files: Buffer[];
  thumbnail: number;
}

export interface ImportFile {
  candidates: ImportCandidate[];
  /** By candidate ref; only a ZIP carries photos. */
  photos: Map<string, CandidatePhotos>;
}

const badFile = (message: string) => new AppError("BAD_REQUEST", { error: "Invalid import file", message });

/** An entry of our export's journal.json: the read model, with the ZIP paths of its photos. */
const exportedEntrySchema = z.looseObject({
  restaurant_name: z.unknown(),
  restaurant_address: z.unknown().optional(),
  restaurant_latitude: z.unknown().optional(),
  restaurant_longitude: z.unknown().optional(),
  visit_date: z.unknown(),
  rating: z.unknown().optional(),
  comment: z.unknown().optional(),
  what_you_had: z.unknown().optional(),
  would_get_again: z.unknown().optional(),
  things_to_remember: z.unknown().optional(),
  photos: z.array(z.string()).optional(),
  thumbnail: z.string().nullish(),
});

const exportedJournalSchema = z.object({
  format: z.literal("bitelog-export"),
  version: z.literal(1),
  entries: z.array(z.unknown()),
});

function utf8(bytes: Buffer, what: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badFile(`${what} is not UTF-8 text. Save it as UTF-8 (CSV UTF-8 in a spreadsheet) and try again.`);
  }
}

/** Our journal.json as candidates named by their place (1, 2, …), with their photos' paths. */
function readJournalJson(text: string): {
  candidates: ImportCandidate[];
  photoPaths: Map<string, z.infer<typeof exportedEntrySchema>>;
} {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badFile(`The JSON file cannot be read: ${(error as Error).message}`);
  }
  const journal = exportedJournalSchema.safeParse(parsed);
  if (!journal.success) {
    throw badFile(
      'The JSON file is not a Bitelog export ("format": "bitelog-export", "version": 1, "entries": […]).',
    );
  }
  if (journal.data.entries.length > IMPORT_LIMITS.maxEntries) {
    throw badFile(`An import may hold at most ${IMPORT_LIMITS.maxEntries} entries.`);
  }
  const photoPaths = new Map<string, z.infer<typeof exportedEntrySchema>>();
  const candidates = journal.data.entries.map((item, index) => {
    const ref = String(index + 1);
    const entry = exportedEntrySchema.safeParse(item);
    // A malformed entry goes on as it is, for the create schema to name what is wrong with it.
    if (!entry.success) return { ref, fields: item };
    photoPaths.set(ref, entry.data);
    const e = entry.data;
    return {
      ref,
      fields: {
        restaurantName: e.restaurant_name,
        restaurantAddress: e.restaurant_address,
        restaurantLatitude: e.restaurant_latitude,
        restaurantLongitude: e.restaurant_longitude,
        visitDate: e.visit_date,
        rating: e.rating,
        comment: e.comment,
        whatYouHad: e.what_you_had,
        wouldGetAgain: e.would_get_again,
        thingsToRemember: e.things_to_remember,
      },
    };
  });
  return { candidates, photoPaths };
}

const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/**
 * An uploaded import file as candidates: our ZIP (journal.json and the photos it names, else its
 * journal.csv), our journal.json, or any CSV with a header row. What cannot be read as a whole is
 * refused with 400 and says why; what is wrong with one entry is left for the import to report.
 */
export async function readImportFile(bytes: Buffer, language: Language): Promise<ImportFile> {
  if (isZip(bytes)) {
    const files = await readZip(bytes);
    const json = files.get("journal.json");
    if (!json) {
      const csv = files.get("journal.csv");
      if (!csv) throw badFile("The archive holds neither journal.json nor journal.csv.");
      return {
        candidates: readCsv(utf8(csv, "journal.csv"), language, IMPORT_LIMITS.maxEntries),
        photos: new Map(),
      };
    }
    const { candidates, photoPaths } = readJournalJson(utf8(json, "journal.json"));
    const photos = new Map<string, CandidatePhotos>();
    for (const [ref, entry] of photoPaths) {
      const paths = entry.photos ?? [];
      const found = paths.flatMap((path) => {
        const file = files.get(path);
        return file ? [file] : [];
      });
      if (found.length === 0) continue;
      const chosen = entry.thumbnail ? paths.filter((path) => files.has(path)).indexOf(entry.thumbnail) : 0;
      photos.set(ref, { files: found, thumbnail: Math.max(0, chosen) });
    }
    return { candidates, photos };
  }
  const text = utf8(bytes, "The file");
  if (text.trimStart().startsWith("{"))
    return { candidates: readJournalJson(text).candidates, photos: new Map() };
  return { candidates: readCsv(text, language, IMPORT_LIMITS.maxEntries), photos: new Map() };
}
