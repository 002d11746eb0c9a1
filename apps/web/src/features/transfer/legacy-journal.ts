import { todayIn } from "../journal/format";

/** docs/product.md §3: where the earlier version of Bitelog kept its journal, on the device. */
export const LEGACY_ENTRIES_KEY = "entries";
/**
 * Set once the offer to bring the legacy journal in was made: this device does not ask again,
 * whatever the answer (Settings keeps offering what is left).
 */
const OFFERED_KEY = "bitelog-legacy-import-offered";

/** A legacy entry as shown before it comes in; `ref` names it in the import and in storage. */
export interface LegacyEntry {
  ref: string;
  restaurantName: string;
  /** The day it was written, in the account's time zone ("" when its createdAt is not a date). */
  visitDate: string;
  whatYouHad: string | null;
  wouldGetAgain: boolean | null;
  thingsToRemember: string | null;
}

type Stored = Record<string, unknown>;

function readStored(): unknown[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LEGACY_ENTRIES_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const isStored = (item: unknown): item is Stored => typeof item === "object" && item !== null;

/** An item's name in the import: its id, else its place (older data may lack ids). */
const refOf = (item: unknown, index: number) =>
  isStored(item) && (typeof item.id === "string" || typeof item.id === "number")
    ? String(item.id)
    : `#${index + 1}`;

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null);

/** The earlier version kept a boolean; text answers are read too, anything else is "not said". */
function yesOrNo(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  const answer = typeof value === "string" ? value.trim().toLowerCase() : "";
  if (answer === "yes" || answer === "true") return true;
  if (answer === "no" || answer === "false") return false;
  return null;
}

function dayOf(createdAt: unknown, timeZone: string | null): string {
  const date = typeof createdAt === "string" || typeof createdAt === "number" ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return "";
  try {
    return todayIn(timeZone, date);
  } catch {
    // A time zone this browser does not know: the browser's own.
    return todayIn(null, date);
  }
}

/**
 * The legacy entries this device holds, read leniently: whatever the earlier version wrote is
 * shown and sent, and the server judges it (a missing name or date comes back as a problem).
 */
export function readLegacyEntries(timeZone: string | null): LegacyEntry[] {
  return readStored().map((item, index) => {
    const stored: Stored = isStored(item) ? item : {};
    return {
      ref: refOf(item, index),
      restaurantName: typeof stored.restaurantName === "string" ? stored.restaurantName : "",
      visitDate: dayOf(stored.createdAt, timeZone),
      whatYouHad: text(stored.whatYouHad),
      wouldGetAgain: yesOrNo(stored.wouldGetAgain),
      thingsToRemember: text(stored.thingsToRemember),
    };
  });
}

/** The create payload of a legacy entry. */
export function toImportCandidate(entry: LegacyEntry) {
  const { ref, ...fields } = entry;
  return { ref, fields };
}

/** Removes the entries the server confirmed (imported, or already in the journal); keeps the rest. */
export function forgetLegacyEntries(refs: ReadonlySet<string>): void {
  const kept = readStored().filter((item, index) => !refs.has(refOf(item, index)));
  try {
    if (kept.length === 0) localStorage.removeItem(LEGACY_ENTRIES_KEY);
    else localStorage.setItem(LEGACY_ENTRIES_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused: the entries stay, and the next import finds them already in the journal.
  }
}

export function legacyImportOffered(): boolean {
  try {
    return localStorage.getItem(OFFERED_KEY) === "true";
  } catch {
    return false;
  }
}

export function markLegacyImportOffered(): void {
  try {
    localStorage.setItem(OFFERED_KEY, "true");
  } catch {
    // Not remembered: the offer comes back at the next visit.
  }
}
