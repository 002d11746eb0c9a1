import { randomUUID } from "node:crypto";
import { z } from "zod";

import type { Db, User } from "@bitelog/db";
import { IMPORT_LIMITS } from "@bitelog/config";

import type { ContextDeps } from "../context";
import type { StoredPhoto } from "../photos/attach-photos";
import { entryColumns } from "../entries/entries";
import { entryFieldsShape, requireCoordinatePair } from "../entries/entry-fields";
import { AppError, fieldIssues } from "../errors";
import { geocodeSoon } from "../geocoding/geocode-entries";
import { insertBatches } from "../insert-batches";
import { planRoom } from "../membership/plan-room";
import { attachPhotos } from "../photos/attach-photos";
import { storableInput } from "../storable-input";

/** One entry to bring in: `ref` names it in the answer (a legacy id, a row number), `fields` is the create payload. */
export const importCandidateSchema = z.object({
  ref: z.string().max(200),
  fields: z.unknown(),
});
export type ImportCandidate = z.infer<typeof importCandidateSchema>;

export const importEntriesInput = z.object({
  entries: z
    .array(importCandidateSchema)
    .min(1, "must hold at least one entry")
    .max(IMPORT_LIMITS.maxEntries, `must hold at most ${IMPORT_LIMITS.maxEntries} entries`),
  /** Answers what would happen, writing nothing. */
  dryRun: z.boolean().optional(),
});

/**
 * An entry coming in: the create payload, and how exact its position is. An export says
 * "approximate" of a position the geocoder took from the city alone, which an import keeps; a
 * position without it is exact, as for a create.
 */
const importedEntryInput = z
  .object({
    ...entryFieldsShape,
    locationPrecision: z
      .enum(["exact", "approximate"], 'must be "exact", "approximate" or empty')
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine(requireCoordinatePair);
type ImportedEntryFields = z.output<typeof importedEntryInput>;

/** A candidate's fields as an import stores them, or null when they are not valid. */
export const importedFields = (fields: unknown): ImportedEntryFields | null =>
  importedEntryInput.safeParse(fields).data ?? null;

/** What became of one candidate. */
export type ImportOutcome =
  | { ref: string; status: "imported"; id: string | null }
  /** Already in the journal: same name (regardless of case), visit date and address. */
  | { ref: string; status: "duplicate" }
  /** Valid, but past the plan's entry limit. */
  | { ref: string; status: "overLimit" }
  /** `field`: the first field the schema refused ("(body)" for an entry that is not an object). */
  | { ref: string; status: "invalid"; field: string; message: string };

export interface ImportReport {
  dryRun: boolean;
  imported: number;
  duplicates: number;
  overLimit: number;
  invalid: number;
  /** One per candidate, in the order given. */
  outcomes: ImportOutcome[];
}

interface ValidCandidate {
  index: number;
  ref: string;
  fields: ImportedEntryFields;
}

const duplicateKey = (name: string, visitDate: string, address: string | null) =>
  JSON.stringify([name.toLowerCase(), visitDate, (address ?? "").toLowerCase()]);

/**
 * Refuses the whole import (400) when a candidate holds what the database cannot take (U+0000 in a
 * text, nesting past the input depth), as any other call's input is refused: a file's candidates
 * come from its content, which no procedure's input check has seen.
 */
function refuseUnstorable(candidates: readonly ImportCandidate[]): void {
  for (const candidate of candidates) {
    const checked = storableInput.safeParse(candidate.fields);
    if (checked.success) continue;
    const [issue] = fieldIssues(checked.error);
    const field = issue?.field ?? "(body)";
    throw new AppError("BAD_REQUEST", {
      error: "Invalid import file",
      message: `Row ${candidate.ref}, ${field}: ${issue?.message ?? "cannot be stored"}.`,
      ref: candidate.ref,
      field,
    });
  }
}

/**
 * Brings entries into the user's journal (issue 18: the legacy local journal, and files). Each
 * candidate is validated as a create is; an entry already in the journal is skipped, so importing
 * the same entries twice changes nothing; the plan's entry limit takes what fits. What is accepted
 * is written in one transaction, so an import lands whole or not at all. The user's row is locked
 * as for a create, so the limit holds against creates running meanwhile.
 */
export async function importEntries(
  deps: Pick<ContextDeps, "db" | "ports" | "logger"> & { account: Pick<User, "id"> },
  input: z.output<typeof importEntriesInput> & {
    /** Photo files already stored (and leased) for candidates, by ref: their rows join their entries. */
    photos?: ReadonlyMap<string, StoredPhotos>;
    /** More to write in the same transaction (a file's places to try), after the user's row is locked. */
    alsoWrite?: (trx: Db, now: Date) => Promise<void>;
  },
): Promise<ImportReport> {
  const { entries: candidates, ...options } = input;
  const dryRun = options.dryRun ?? false;
  const userId = deps.account.id;
  refuseUnstorable(candidates);
  const outcomes: ImportOutcome[] = [];
  const valid: ValidCandidate[] = [];
  for (const [index, candidate] of candidates.entries()) {
    const parsed = importedEntryInput.safeParse(candidate.fields);
    if (parsed.success) {
      valid.push({ index, ref: candidate.ref, fields: parsed.data });
    } else {
      const issues = fieldIssues(parsed.error);
      const message = issues.map((issue) => `${issue.field}: ${issue.message}`).join("; ");
      outcomes[index] = {
        ref: candidate.ref,
        status: "invalid",
        field: issues[0]?.field ?? "(body)",
        message,
      };
    }
  }

  const now = deps.ports.clock.now();
  const written = await deps.db.transaction().execute(async (trx) => {
    const accepted = await acceptCandidates(trx, userId, valid, now, (index, outcome) => {
      outcomes[index] = outcome;
    });
    await options.alsoWrite?.(trx, now);
    if (dryRun) return [];
    const rows = accepted.map(({ index, ref, fields }) => {
      const id = randomUUID();
      outcomes[index] = { ref, status: "imported", id };
      return {
        id,
        user_id: userId,
        ...entryColumns(fields),
        // Without coordinates the database leaves it null, whatever the file said.
        location_precision: fields.locationPrecision,
        created_at: now,
        updated_at: now,
      };
    });
    // Nothing is read back: the rows written are known, and returning them would hold the whole
    // import a second time.
    for (const batch of insertBatches(rows)) await trx.insertInto("journal_entries").values(batch).execute();
    if (options.photos) {
      await attachImportedPhotos(
        trx,
        accepted.map(({ ref }, index) => ({ ref, entryId: rows[index]?.id ?? "" })),
        options.photos,
        now,
      );
    }
    return rows;
  });
  // After the commit, as for a create: an address without coordinates is looked up.
  for (const row of written) geocodeSoon(deps, row);

  for (const [index, candidate] of candidates.entries()) {
    // In a dry run, what would be written is reported as imported, without an id.
    outcomes[index] ??= { ref: candidate.ref, status: "imported", id: null };
  }
  const count = (status: ImportOutcome["status"]) => outcomes.filter((o) => o.status === status).length;
  return {
    dryRun,
    imported: count("imported"),
    duplicates: count("duplicate"),
    overLimit: count("overLimit"),
    invalid: count("invalid"),
    outcomes,
  };
}

export interface StoredPhotos {
  photos: StoredPhoto[];
  /** Which of them is the thumbnail (0: the first, which is the default). */
  thumbnail: number;
}

/** The photo rows of the entries just inserted, and their thumbnail choices, in the import's transaction. */
async function attachImportedPhotos(
  trx: Db,
  entries: readonly { ref: string; entryId: string }[],
  stored: ReadonlyMap<string, StoredPhotos>,
  now: Date,
): Promise<void> {
  const photos = entries.flatMap(({ ref, entryId }) => {
    const entryPhotos = stored.get(ref);
    return (entryPhotos?.photos ?? []).map((photo, position) => ({
      entryId,
      position,
      photo,
      // The first photo is the thumbnail when none is chosen.
      chosen: position > 0 && position === entryPhotos?.thumbnail,
    }));
  });
  const ids = await attachPhotos(trx, photos, now);
  for (const [index, { entryId, chosen }] of photos.entries()) {
    if (!chosen) continue;
    await trx
      .updateTable("journal_entries")
      .set({ thumbnail_photo_id: ids[index] ?? null })
      .where("id", "=", entryId)
      .execute();
  }
}

/**
 * The valid candidates that are new to the journal and fit the plan, in the order given; the others
 * are reported through `reject`. Reads the journal's keys in the transaction that holds the user's row.
 */
async function acceptCandidates(
  trx: Db,
  userId: string,
  valid: readonly ValidCandidate[],
  now: Date,
  reject: (index: number, outcome: ImportOutcome) => void,
) {
  // First: it locks the user's row, as for a create.
  const { left } = await planRoom(trx, userId, "entries", now);
  const existing = await trx
    .selectFrom("journal_entries")
    .select(["restaurant_name", "visit_date", "restaurant_address"])
    .where("user_id", "=", userId)
    .execute();
  const seen = new Set(
    existing.map((row) => duplicateKey(row.restaurant_name, row.visit_date, row.restaurant_address)),
  );
  let room = left;
  const accepted: ValidCandidate[] = [];
  for (const candidate of valid) {
    const { restaurantName, visitDate, restaurantAddress } = candidate.fields;
    const key = duplicateKey(restaurantName, visitDate, restaurantAddress);
    if (seen.has(key)) {
      reject(candidate.index, { ref: candidate.ref, status: "duplicate" });
    } else if (room <= 0) {
      reject(candidate.index, { ref: candidate.ref, status: "overLimit" });
    } else {
      seen.add(key);
      room--;
      accepted.push(candidate);
    }
  }
  return accepted;
}
