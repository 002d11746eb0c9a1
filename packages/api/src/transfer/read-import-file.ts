import iconv from "iconv-lite";
import { z } from "zod";

import type { Language } from "@bitelog/config";
import { IMPORT_LIMITS } from "@bitelog/config";

import type { ImportCandidate } from "./import-entries";
import type { ZipFileEntry } from "./read-zip";
import { AppError } from "../errors";
import { readCsv } from "./read-csv";
import { readZip } from "./read-zip";

/** The photo files of one candidate (from a ZIP), in order, and which of them is its thumbnail. */
export interface CandidatePhotos {
  files: ZipFileEntry[];
  thumbnail: number;
}

export interface ImportFile {
  candidates: ImportCandidate[];
  /** A CSV's columns that are not read (see readCsv); none for a journal.json. */
  ignoredColumns: string[];
  /** By candidate ref; only a ZIP carries photos, unpacked when read. */
  photos: Map<string, CandidatePhotos>;
  /** Once the photos have been read. */
  close: () => void;
}

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

const exportedJournalSchema = z.object({
  format: z.literal("bitelog-export"),
  version: z.literal(1),
  entries: z.array(z.unknown()),
});

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * A text file's text: UTF-8 when it says so (a BOM) or reads as such, else Windows-1252, what
 * Excel on Windows saves a "CSV" in (bytes that are not UTF-8 are almost never meant as it).
 */
function decodeText(bytes: Buffer): string {
  // The decoder takes the BOM off.
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) return new TextDecoder("utf-8").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Node's own TextDecoder reads "windows-1252" as Latin-1 (0x80 is not "€"), iconv-lite does not.
    return iconv.decode(bytes, "windows-1252");
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
  return { candidates, photoPaths };
}

const isZip = async (file: Blob) =>
  Buffer.from(await file.slice(0, 4).arrayBuffer()).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The journal a file holds, read whole only when it fits `maxBytes` (what the plan can hold):
 * else 413 naming the file, before it is unpacked or read.
 */
async function readJournalText(
  name: string,
  size: number,
  read: () => Promise<Buffer>,
  maxBytes: number,
): Promise<string> {
  if (size > maxBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", {
      error: "Import file too large",
      message: `${name} is ${megabytes(size)}: more than your plan can hold, whose journal file may be at most ${megabytes(maxBytes)}.`,
    });
  }
  return decodeText(await read());
}

/**
 * An uploaded import file as candidates: our ZIP (journal.json and the photos it names, else its
 * journal.csv), our journal.json, or any CSV with a header row. A journal.json or CSV larger than
 * `maxJournalBytes` is refused (413) unread. What cannot be read as a whole is refused with 400
 * and says why; what is wrong with one entry is left for the import to report.
 */
export async function readImportFile(
  file: Blob,
  language: Language,
  maxJournalBytes: number,
): Promise<ImportFile> {
  const unzipped = { photos: new Map<string, CandidatePhotos>(), close: () => undefined };
  const fromCsv = async (text: string) => {
    const { candidates, ignoredColumns } = await readCsv(text, language, IMPORT_LIMITS.maxEntries);
    return { candidates, ignoredColumns, ...unzipped };
  };
  if (!(await isZip(file))) {
    const name = file instanceof File && file.name !== "" ? file.name.slice(0, 100) : "The file";
    const read = async () => Buffer.from(await file.arrayBuffer());
    const text = await readJournalText(name, file.size, read, maxJournalBytes);
    if (!text.trimStart().startsWith("{")) return await fromCsv(text);
    return { candidates: readJournalJson(text).candidates, ignoredColumns: [], ...unzipped };
  }
  const zip = await readZip(file);
  try {
    const json = zip.files.get("journal.json");
    if (!json) {
      const csv = zip.files.get("journal.csv");
      if (!csv) throw badFile("The archive holds neither journal.json nor journal.csv.");
      const text = await readJournalText("journal.csv", csv.size, csv.read, maxJournalBytes);
      zip.close();
      return await fromCsv(text);
    }
    const text = await readJournalText("journal.json", json.size, json.read, maxJournalBytes);
    const { candidates, photoPaths } = readJournalJson(text);
    const photos = new Map<string, CandidatePhotos>();
    for (const [ref, entry] of photoPaths) {
      const paths = (entry.photos ?? []).filter((path) => zip.files.has(path));
      const found = paths.flatMap((path) => zip.files.get(path) ?? []);
      if (found.length === 0) continue;
      const chosen = entry.thumbnail ? paths.indexOf(entry.thumbnail) : 0;
      photos.set(ref, { files: found, thumbnail: Math.max(0, chosen) });
    }
    return { candidates, ignoredColumns: [], photos, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}
