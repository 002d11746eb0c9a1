import type { Language, PlanLimits } from "@bitelog/config";
import type { Db, User } from "@bitelog/db";
import { IMPORT_LIMITS } from "@bitelog/config";

import type { ContextDeps } from "../context";
import type {
  CandidatePhotos,
  ColumnChoice,
  ImportSource,
  RatingScale,
  VenueRatingMapping,
} from "./formats/types";
import type { ImportCandidate, ImportOutcome, ImportReport, StoredPhotos } from "./import-entries";
import type { PlacesOutcome, PlacesReport } from "./import-places";
import { AppError } from "../errors";
import { planLimitsFor } from "../membership/limits";
import { storedPhotoPaths, storePhotos } from "../photos/attach-photos";
import { deleteJournaledFiles } from "../photos/delete-photo-files";
import { processPhoto } from "../photos/process-photo";
import { importedFields, importEntries } from "./import-entries";
import { importPlaces } from "./import-places";
import { readImportFile } from "./read-import-file";

/** Why one row (or one of its photos) did not come in as it was. */
export interface ImportProblem {
  row: number;
  code: "invalid" | "overLimit" | "photoLimit" | "photoUnreadable" | "leftOut";
  /** With "invalid": the first field refused, so that a client can say what is wrong in its own words. */
  field?: string;
  message: string;
}

/** A visit that lands (or would), as it will be stored: what a preview shows of it. */
export interface SampleVisit {
  row: number;
  restaurantName: string;
  restaurantAddress: string | null;
  visitDate: string;
  rating: number | null;
  comment: string | null;
}

/** A place to try that lands (or would), as it will be stored. */
export interface SamplePlace {
  restaurantName: string;
  restaurantAddress: string | null;
  note: string | null;
  listName: string | null;
}

/** How many visits and places to try the answer shows as they will look. */
const SAMPLE_SIZE = 5;

/** The answer of POST /api/import (issue 18). */
export interface FileImportReport {
  dryRun: boolean;
  /** Which app the file came from, recognised by its content. */
  source: ImportSource;
  /** What was recognised in it, counted by kind (reviews, savedLists, checkins, rows…). */
  recognised: Record<string, number>;
  /** The file's places to try (Takeout's saved places and lists, an export's list). */
  placesToTry: PlacesReport;
  /** A CSV's rating scale as read (chosen, or the smallest that holds its ratings); null without a rating column. */
  ratingScale: RatingScale | null;
  imported: number;
  /** Already in the journal (same name, visit date and address). */
  skipped: number;
  problems: ImportProblem[];
  /** A CSV's columns that nothing was read from, as its header names them. */
  ignoredColumns: string[];
  /** The first visits and places to try that land, as they will be stored: a preview shows them. */
  sample: { visits: SampleVisit[]; placesToTry: SamplePlace[] };
}

function problemOf(outcome: ImportOutcome, maxEntries: number | null): ImportProblem | null {
  const row = Number(outcome.ref);
  if (outcome.status === "invalid") {
    return { row, code: "invalid", field: outcome.field, message: outcome.message };
  }
  if (outcome.status === "overLimit") {
    return {
      row,
      code: "overLimit",
      message: `Entry limit reached: your plan holds at most ${maxEntries ?? "unlimited"} entries.`,
    };
  }
  return null;
}

/** The photos a plan leaves out: past its per-entry limit, of the entries that come in. */
function photoLimitProblems(
  photos: ReadonlyMap<string, CandidatePhotos>,
  refs: readonly string[],
  maxPhotosPerEntry: number,
): ImportProblem[] {
  return refs.flatMap((ref) => {
    const count = photos.get(ref)?.files.length ?? 0;
    if (count <= maxPhotosPerEntry) return [];
    return [
      {
        row: Number(ref),
        code: "photoLimit" as const,
        message: `Only the first ${maxPhotosPerEntry} of ${count} photos came in: your plan allows ${maxPhotosPerEntry} per entry.`,
      },
    ];
  });
}

/**
 * Processes and stores the photos of the candidates that are coming in, into `stored`, one photo at
 * a time (a decode can take a lot of memory), each leased in the clean-up journal before it is
 * stored. A photo past the plan's per-entry limit, or one that is not a readable image, is left
 * out and reported; its entry still comes in.
 */
async function storeCandidatePhotos(
  deps: ContextDeps,
  photos: ReadonlyMap<string, CandidatePhotos>,
  refs: readonly string[],
  maxPhotosPerEntry: number,
  problems: ImportProblem[],
  stored: Map<string, StoredPhotos>,
): Promise<void> {
  problems.push(...photoLimitProblems(photos, refs, maxPhotosPerEntry));
  for (const ref of refs) {
    const candidate = photos.get(ref);
    if (!candidate) continue;
    const kept: StoredPhotos = { photos: [], thumbnail: 0 };
    stored.set(ref, kept);
    for (const [index, file] of candidate.files.slice(0, maxPhotosPerEntry).entries()) {
      let processed;
      try {
        processed = await processPhoto(await file.read());
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        problems.push({
          row: Number(ref),
          code: "photoUnreadable",
          message: `Photo ${index + 1} was left out: ${error.body.message ?? error.body.error}`,
        });
        continue;
      }
      const [photo] = await storePhotos(deps, [processed], "import refused");
      if (!photo) continue;
      if (index === candidate.thumbnail) kept.thumbnail = kept.photos.length;
      kept.photos.push(photo);
    }
  }
}

const storedPaths = (stored: Iterable<StoredPhotos>) =>
  [...stored].flatMap((entry) => storedPhotoPaths(entry.photos));

const importedRefs = (report: ImportReport) =>
  report.outcomes.filter((outcome) => outcome.status === "imported").map((outcome) => outcome.ref);

/** The first candidates that land, as they will be stored. */
function sampleVisits(candidates: readonly ImportCandidate[], report: ImportReport): SampleVisit[] {
  const landing = new Set(importedRefs(report));
  const sample: SampleVisit[] = [];
  for (const candidate of candidates) {
    if (sample.length === SAMPLE_SIZE) break;
    const fields = landing.has(candidate.ref) ? importedFields(candidate.fields) : null;
    if (!fields) continue;
    const { restaurantName, restaurantAddress, visitDate, rating, comment } = fields;
    sample.push({
      row: Number(candidate.ref),
      restaurantName,
      restaurantAddress,
      visitDate,
      rating,
      comment,
    });
  }
  return sample;
}

const samplePlaces = (outcome: PlacesOutcome): SamplePlace[] =>
  outcome.accepted.slice(0, SAMPLE_SIZE).map((place) => ({
    restaurantName: place.restaurantName,
    restaurantAddress: place.restaurantAddress ?? null,
    note: place.note ?? null,
    listName: place.listName ?? null,
  }));

/** What a journal.json or CSV may be on a plan: what its entries could take, or a bound for unlimited plans. */
function maxJournalBytes(limits: PlanLimits): number {
  return limits.maxEntries === null
    ? IMPORT_LIMITS.maxUnlimitedJournalBytes
    : limits.maxEntries * IMPORT_LIMITS.maxEntryFileBytes;
}

/** The file, a dry run or not, and what the person chose in the preview. */
export interface FileImportInput {
  file: Blob;
  dryRun?: boolean | undefined;
  ratingScale?: RatingScale;
  columns?: ColumnChoice;
  venueRatings?: VenueRatingMapping;
}

/**
 * POST /api/import: an uploaded file's entries into the user's journal (see importEntries for
 * what comes in). With photos, a dry run first picks the entries that will come in, so only their
 * photos are processed and stored, outside any transaction; the import then writes entries and
 * photo rows together. Files of entries that did not come in after all are deleted again.
 */
export async function importFile(
  deps: ContextDeps & { account: Pick<User, "id" | "preferred_language" | "timezone"> },
  input: FileImportInput,
): Promise<FileImportReport> {
  const { account } = deps;
  const { file, ...choices } = input;
  const dryRun = choices.dryRun ?? false;
  const limits = await planLimitsFor(deps.db, account.id, deps.ports.clock.now());
  const read = await readImportFile(file, {
    language: account.preferred_language as Language,
    timeZone: account.timezone,
    maxJournalBytes: maxJournalBytes(limits),
    ...(choices.ratingScale ? { ratingScale: choices.ratingScale } : {}),
    ...(choices.columns ? { columns: choices.columns } : {}),
    ...(choices.venueRatings ? { venueRatings: choices.venueRatings } : {}),
  });
  const { candidates, ignoredColumns, photos, close } = read;
  try {
    if (candidates.length === 0 && read.leftOut.length === 0 && read.places.length === 0) {
      throw new AppError("BAD_REQUEST", {
        error: "Invalid import file",
        message: "The file holds no entries.",
      });
    }
    const problems: ImportProblem[] = [];
    let placesToTry: PlacesOutcome = { report: { imported: 0, skipped: 0 }, accepted: [] };
    const places = (placesDryRun: boolean) => async (trx: Db, now: Date) => {
      placesToTry = await importPlaces(trx, account.id, read.places, now, placesDryRun);
    };
    let report: ImportReport;
    if (dryRun || photos.size === 0) {
      report = await importEntries(deps, { entries: candidates, dryRun, alsoWrite: places(dryRun) });
      problems.push(...photoLimitProblems(photos, importedRefs(report), limits.maxPhotosPerEntry));
    } else {
      const preview = await importEntries(deps, { entries: candidates, dryRun: true });
      const stored = new Map<string, StoredPhotos>();
      try {
        await storeCandidatePhotos(
          deps,
          photos,
          importedRefs(preview),
          limits.maxPhotosPerEntry,
          problems,
          stored,
        );
        report = await importEntries(deps, {
          entries: candidates,
          dryRun: false,
          photos: stored,
          alsoWrite: places(false),
        });
      } catch (error) {
        await deleteJournaledFiles(deps, storedPaths(stored.values()), "import refused");
        throw error;
      }
      const imported = new Set(importedRefs(report));
      const orphaned = [...stored].filter(([ref]) => !imported.has(ref)).map(([, entry]) => entry);
      if (orphaned.length > 0) await deleteJournaledFiles(deps, storedPaths(orphaned), "import skipped them");
    }
    const leftOut = read.leftOut.map(({ row, message }) => ({ row, code: "leftOut" as const, message }));
    return {
      dryRun,
      source: read.source,
      recognised: read.recognised,
      placesToTry: placesToTry.report,
      ratingScale: read.ratingScale ?? null,
      imported: report.imported,
      skipped: report.duplicates,
      problems: [
        ...report.outcomes.flatMap((outcome) => problemOf(outcome, limits.maxEntries) ?? []),
        ...problems,
        ...leftOut,
      ].sort((a, b) => a.row - b.row),
      ignoredColumns,
      sample: { visits: sampleVisits(candidates, report), placesToTry: samplePlaces(placesToTry) },
    };
  } finally {
    close();
  }
}
