import iconv from "iconv-lite";

import { IMPORT_LIMITS } from "@bitelog/config";

import type { FormatResult, ReadOptions } from "./formats/types";
import type { ZipFileEntry } from "./read-zip";
import { AppError } from "../errors";
import { bitelogJournal, isBitelogExport } from "./formats/bitelog";
import { readCsv } from "./formats/csv-columns";
import { dayOneEntries, isDayOneJournal } from "./formats/day-one";
import { foursquareCheckins, foursquareKind } from "./formats/foursquare";
import {
  isSavedListCsv,
  takeoutKind,
  takeoutReviews,
  takeoutSavedList,
  takeoutSavedPlaces,
} from "./formats/google-takeout";
import { emptyResult } from "./formats/types";
import { readZip } from "./read-zip";

export type { CandidatePhotos } from "./formats/types";

export interface ImportFile extends FormatResult {
  /** Once the photos have been read. */
  close: () => void;
}

const badFile = (message: string) => new AppError("BAD_REQUEST", { error: "Invalid import file", message });

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw badFile(`The JSON file cannot be read: ${(error as Error).message}`);
  }
}

/** A file's name without its folders and extension: a saved list's name. */
const baseName = (path: string) => (path.split("/").pop() ?? path).replace(/\.(json|csv)$/i, "");

/** One document of a file or archive, by what it holds. */
type Document =
  | {
      kind: "takeoutReviews" | "takeoutSaved" | "checkins" | "tips" | "ratings" | "dayOne";
      path: string;
      json: unknown;
    }
  | { kind: "savedList"; path: string; text: string };

function classifyJson(path: string, json: unknown): Document | null {
  const takeout = takeoutKind(json);
  if (takeout) return { kind: takeout === "reviews" ? "takeoutReviews" : "takeoutSaved", path, json };
  const foursquare = foursquareKind(json);
  if (foursquare) return { kind: foursquare, path, json };
  if (isDayOneJournal(json)) return { kind: "dayOne", path, json };
  return null;
}

const tooMany = () => badFile(`An import may hold at most ${IMPORT_LIMITS.maxEntries} entries.`);

/** The documents of one app as its visits and places to try; another app's files beside them are not read. */
function fromDocuments(
  documents: readonly Document[],
  files: ReadonlyMap<string, ZipFileEntry>,
  options: ReadOptions,
): FormatResult {
  const of = (kind: Document["kind"]) => documents.filter((document) => document.kind === kind);
  const jsonOf = (kind: Document["kind"]) =>
    of(kind).flatMap((document) => ("json" in document ? [document.json] : []));
  let result: FormatResult;
  if (of("takeoutReviews").length + of("takeoutSaved").length + of("savedList").length > 0) {
    result = emptyResult("google-takeout");
    for (const json of jsonOf("takeoutReviews")) {
      result.candidates.push(...takeoutReviews(json, options.timeZone, result.candidates.length + 1));
    }
    const lists = [...of("takeoutSaved"), ...of("savedList")];
    for (const document of lists) {
      const first = result.places.length + 1;
      const listName = baseName(document.path);
      result.places.push(
        ...("json" in document
          ? takeoutSavedPlaces(document.json, listName, first)
          : takeoutSavedList(document.text, listName, first)),
      );
    }
    result.recognised = {
      reviews: result.candidates.length,
      savedLists: lists.length,
      savedPlaces: result.places.length,
    };
  } else if (of("checkins").length > 0) {
    result = emptyResult("foursquare");
    result.candidates = foursquareCheckins(jsonOf("checkins"), {
      tips: jsonOf("tips"),
      ratings: jsonOf("ratings"),
      ...(options.venueRatings ? { mapping: options.venueRatings } : {}),
    });
    result.recognised = {
      checkins: result.candidates.length,
      tipFiles: of("tips").length,
      venueRatingFiles: of("ratings").length,
    };
  } else if (of("dayOne").length > 0) {
    result = emptyResult("day-one");
    for (const json of jsonOf("dayOne")) {
      const first = result.candidates.length + result.leftOut.length + 1;
      const visits = dayOneEntries(json, files, first);
      result.candidates.push(...visits.candidates);
      result.leftOut.push(...visits.leftOut);
      for (const [ref, photos] of visits.photos) result.photos.set(ref, photos);
    }
    result.recognised = {
      entries: result.candidates.length + result.leftOut.length,
      withoutLocation: result.leftOut.length,
    };
  } else {
    throw badFile(
      "The file is none of the formats Bitelog reads: a Bitelog export, Google Takeout (Maps reviews and saved places), Foursquare/Swarm, Day One, or a CSV with a header row.",
    );
  }
  if (
    result.candidates.length > IMPORT_LIMITS.maxEntries ||
    result.places.length > IMPORT_LIMITS.maxEntries
  ) {
    throw tooMany();
  }
  return result;
}

async function fromCsv(text: string, options: ReadOptions): Promise<FormatResult> {
  const csv = await readCsv(text, options, IMPORT_LIMITS.maxEntries);
  return { ...emptyResult("csv"), ...csv, recognised: { rows: csv.candidates.length } };
}

/** A file that is not an archive: a JSON of one of the apps, a Takeout saved list, or any CSV. */
async function fromSingleFile(file: Blob, options: ReadOptions): Promise<FormatResult> {
  const name = file instanceof File && file.name !== "" ? file.name.slice(0, 100) : "The file";
  const read = async () => Buffer.from(await file.arrayBuffer());
  const text = await readJournalText(name, file.size, read, options.maxJournalBytes);
  if (text.trimStart().startsWith("{")) {
    const json = parseJson(text);
    if (isBitelogExport(json)) return bitelogJournal(json, new Map());
    const document = classifyJson(name, json);
    if (!document) {
      throw badFile(
        'The JSON file is not a Bitelog export ("format": "bitelog-export", "version": 1 or 2, "entries": […]), nor a Google Takeout, Foursquare or Day One file.',
      );
    }
    return fromDocuments([document], new Map(), options);
  }
  if (isSavedListCsv(text)) {
    const listName = name === "The file" ? "Saved" : baseName(name);
    return fromDocuments([{ kind: "savedList", path: listName, text }], new Map(), options);
  }
  return await fromCsv(text, options);
}

/**
 * An archive as the app that wrote it delivers it: our export (journal.json and its photos, else
 * its journal.csv), or the JSON and CSV files of Takeout, Foursquare/Swarm or Day One, told apart
 * by what they hold. Files too large for a journal on the plan are not read, except our own.
 */
async function fromZip(
  files: ReadonlyMap<string, ZipFileEntry>,
  options: ReadOptions,
): Promise<FormatResult> {
  const ownJson = files.get("journal.json");
  if (ownJson) {
    const text = await readJournalText("journal.json", ownJson.size, ownJson.read, options.maxJournalBytes);
    return bitelogJournal(parseJson(text), files);
  }
  const ownCsv = files.get("journal.csv");
  if (ownCsv) {
    return await fromCsv(
      await readJournalText("journal.csv", ownCsv.size, ownCsv.read, options.maxJournalBytes),
      options,
    );
  }
  const documents: Document[] = [];
  const paths = [...files.keys()].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  for (const path of paths) {
    const entry = files.get(path);
    const extension = /\.(json|csv)$/i.exec(path)?.[1]?.toLowerCase();
    if (
      !entry ||
      !extension ||
      entry.size > options.maxJournalBytes ||
      path.split("/").pop()?.startsWith(".")
    )
      continue;
    const text = decodeText(await entry.read());
    if (extension === "csv") {
      if (isSavedListCsv(text)) documents.push({ kind: "savedList", path, text });
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      continue;
    }
    const document = classifyJson(path, json);
    if (document) documents.push(document);
  }
  if (documents.length === 0) {
    throw badFile(
      "The archive holds neither journal.json nor journal.csv, nor the files of Google Takeout, Foursquare/Swarm or Day One.",
    );
  }
  return fromDocuments(documents, files, options);
}

/**
 * An uploaded import file as visits and places to try, recognised by its content (see the formats
 * folder). A journal larger than the plan can hold is refused (413) unread; what cannot be read as
 * a whole is refused with 400 and says why; what is wrong with one entry is left for the import.
 */
export async function readImportFile(file: Blob, options: ReadOptions): Promise<ImportFile> {
  if (!(await isZip(file))) return { ...(await fromSingleFile(file, options)), close: () => undefined };
  const zip = await readZip(file);
  try {
    const result = await fromZip(zip.files, options);
    if (result.photos.size === 0) {
      zip.close();
      return { ...result, close: () => undefined };
    }
    return { ...result, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}
