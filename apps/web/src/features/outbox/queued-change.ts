import type { RouterInputs, RouterOutputs } from "@bitelog/api";

import type { EntryFields } from "../journal/entry";
import { compareNames } from "../journal/arrange-journal";
import { thumbnailOf } from "../journal/photo-urls";
import { searchSaved } from "../journal/search-saved";

type Entry = RouterOutputs["entries"]["list"][number];
/** A new place to try as the create procedure takes it, less the key the outbox gives. */
export type PlaceFields = Omit<RouterInputs["placesToTry"]["create"], "idempotencyKey">;

/** Why the server refused a change when it was sent (docs/product.md §8): shown on the entry. */
export interface SyncRefusal {
  error: string;
  /** Absent from refusals stored before error bodies carried one. */
  code?: string | undefined;
  message?: string | undefined;
}

interface ChangeBase {
  /** Order of queueing: changes are sent in it. */
  seq: number;
  /** The idempotency key the server honours: a change sent again after a lost answer is made once. */
  key: string;
  /** When it was queued (ISO): a queued entry's place in the journal until it is sent. */
  queuedAt: string;
  /** It was sent at least once: the server may have made it, so its content no longer changes. */
  sent: boolean;
  /** The server refused it the last time: it waits for an edit (or to be discarded). */
  refusal?: SyncRefusal | undefined;
}

export type QueuedChange = ChangeBase &
  (
    | { kind: "create"; entryId: string; fields: EntryFields; photos: File[] }
    | { kind: "update"; entryId: string; fields: EntryFields & { thumbnailUrl?: string | null } }
    | { kind: "delete"; entryId: string }
    | { kind: "photos"; entryId: string; photos: File[] }
    | { kind: "removePhotos"; entryId: string; photoUrls: string[] }
    // A place to try (issue 33) is about no entry: `placeId` is its id (on this device until sent).
    | { kind: "createPlace"; entryId?: undefined; placeId: string; place: PlaceFields }
    | { kind: "updatePlace"; entryId?: undefined; placeId: string; place: PlaceFields }
    | { kind: "deletePlace"; entryId?: undefined; placeId: string }
  );

/** What a change is about: its entry, or its place to try. */
export const subjectOf = (change: NewChange): string =>
  "placeId" in change ? change.placeId : change.entryId;

/**
 * The change, with the entry or place to try queued offline as `localId` named by the id the
 * server made of it: as what the change is about, or as the place to try a queued visit was to.
 * Null when the change does not name it.
 */
export function withServerId(change: QueuedChange, localId: string, id: string): QueuedChange | null {
  if (subjectOf(change) === localId)
    return "placeId" in change ? { ...change, placeId: id } : { ...change, entryId: id };
  if (change.kind === "create" && change.fields.placeToTryId === localId)
    return { ...change, fields: { ...change.fields, placeToTryId: id } };
  return null;
}

/** Whether the change makes its entry or place to try: later changes to it build on it. */
export const makesItsSubject = (
  change: QueuedChange,
): change is Extract<QueuedChange, { kind: "create" | "createPlace" }> =>
  change.kind === "create" || change.kind === "createPlace";

/** A change as the caller describes it; the outbox gives it its order and state. */
export type NewChange = DistributiveOmit<QueuedChange, keyof ChangeBase>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Optional text as the server keeps it: trimmed, and null when nothing is left. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/** An entry's fields as the API answers them, for an entry known only to the outbox. */
function queuedEntry(id: string, fields: EntryFields, previous?: Entry): Entry {
  const located = fields.restaurantLatitude != null && fields.restaurantLongitude != null;
  return {
    id,
    location_precision: located ? (previous?.location_precision ?? "exact") : null,
    restaurant_name: fields.restaurantName.trim(),
    restaurant_address: textOrNull(fields.restaurantAddress),
    restaurant_latitude: located ? (fields.restaurantLatitude ?? null) : null,
    restaurant_longitude: located ? (fields.restaurantLongitude ?? null) : null,
    visit_date: fields.visitDate,
    rating: fields.rating ?? null,
    comment: textOrNull(fields.comment),
    what_you_had: textOrNull(fields.whatYouHad),
    would_get_again: fields.wouldGetAgain ?? null,
    things_to_remember: textOrNull(fields.thingsToRemember),
    photoUrls: previous?.photoUrls ?? [],
    thumbnail_url: previous?.thumbnail_url ?? null,
    // Set by the server when the visit came from the list; not known before it answers.
    listed_since: previous?.listed_since ?? null,
  };
}

/**
 * The journal as it will be once the queued changes are sent: edits applied, deletions gone, and
 * entries made or renamed offline in their alphabetical places (where the server will list them).
 */
export function withQueuedChanges(
  list: readonly Entry[],
  changes: readonly QueuedChange[],
): readonly Entry[] {
  if (changes.length === 0) return list;
  const byId = new Map(list.map((entry) => [entry.id, entry]));
  const made: Entry[] = [];
  const renamed = new Set<string>();
  for (const change of changes) {
    if (change.kind === "create") made.push(queuedEntry(change.entryId, change.fields));
    if (change.kind === "update") {
      const previous = byId.get(change.entryId);
      if (previous) {
        const { thumbnailUrl } = change.fields;
        const edited = queuedEntry(change.entryId, change.fields, previous);
        if (edited.restaurant_name !== previous.restaurant_name) renamed.add(change.entryId);
        byId.set(
          change.entryId,
          thumbnailUrl ? { ...edited, thumbnail_url: thumbnailOf(thumbnailUrl) } : edited,
        );
      }
      const index = made.findIndex((entry) => entry.id === change.entryId);
      if (index >= 0) made[index] = queuedEntry(change.entryId, change.fields, made[index]);
    }
    if (change.kind === "delete") byId.delete(change.entryId);
    const previous = change.kind === "removePhotos" ? byId.get(change.entryId) : undefined;
    if (change.kind === "removePhotos" && previous)
      byId.set(change.entryId, withoutPhotos(previous, change.photoUrls));
  }
  const moved = [...made, ...[...renamed].flatMap((id) => byId.get(id) ?? [])];
  return placedByName(
    [...byId.values()].filter((entry) => !renamed.has(entry.id)),
    moved,
  );
}

/**
 * `list` (in the server's order, left as it is) with `moved` put each before the first entry whose
 * name comes after its own.
 */
function placedByName(list: readonly Entry[], moved: readonly Entry[]): Entry[] {
  const placed = [...list];
  for (const entry of moved) {
    const at = placed.findIndex((other) => compareNames(entry.restaurant_name, other.restaurant_name) < 0);
    placed.splice(at === -1 ? placed.length : at, 0, entry);
  }
  return placed;
}

/** An entry less some of its photos; its thumbnail moves to the first left if its photo went. */
function withoutPhotos(entry: Entry, removed: readonly string[]): Entry {
  const photoUrls = entry.photoUrls.filter((url) => !removed.includes(url));
  const thumbnailKept = photoUrls.some((url) => thumbnailOf(url) === entry.thumbnail_url);
  const first = photoUrls[0];
  return {
    ...entry,
    photoUrls,
    thumbnail_url: thumbnailKept ? entry.thumbnail_url : first === undefined ? null : thumbnailOf(first),
  };
}

/**
 * Search results as they will be once the queued changes are sent: entries made or edited on this
 * device are listed when they match the term now (as offline search matches them), in their A-Z
 * places, with those of the journal kept on the device that the server could not find by their new
 * words; deleted ones are gone, and the server's verdict stands for the rest.
 */
export function withQueuedMatches(
  results: readonly Entry[],
  changes: readonly QueuedChange[],
  term: string,
  journal: readonly Entry[] = [],
): readonly Entry[] {
  if (changes.length === 0) return results;
  const touched = new Set(changes.map((change) => change.entryId));
  const listed = new Set(results.map((entry) => entry.id));
  const edited = journal.filter((entry) => touched.has(entry.id) && !listed.has(entry.id));
  const shown = withQueuedChanges(placedByName(results, edited), changes);
  const matching = new Set(searchSaved(shown, term));
  return shown.filter((entry) => !touched.has(entry.id) || matching.has(entry));
}

/** One entry with its queued edits applied, or null once a queued deletion removes it. */
export function withQueuedEdits(entry: Entry, changes: readonly QueuedChange[]): Entry | null {
  return withQueuedChanges([entry], changes).find((candidate) => candidate.id === entry.id) ?? null;
}

export type SyncState = "waiting" | "refused";

/** Whether an entry (or a place to try) has changes not sent yet, and whether one was refused. */
export function syncStateOf(changes: readonly QueuedChange[], id: string): SyncState | null {
  const own = changes.filter((change) => subjectOf(change) === id);
  if (own.length === 0) return null;
  return own.some((change) => change.refusal) ? "refused" : "waiting";
}

/** Photos waiting to be sent to an entry, in the order they were added. */
export function queuedPhotosOf(changes: readonly QueuedChange[], entryId: string): File[] {
  return changes.flatMap((change) =>
    change.entryId === entryId && (change.kind === "create" || change.kind === "photos") ? change.photos : [],
  );
}

/**
 * Whether later changes to the entry (or place to try) build on this one: its details (one not
 * made yet, or details a later edit would otherwise be overtaken by). Photos added or removed
 * stand alone.
 */
export const holdsBackItsEntry = (
  change: QueuedChange,
): change is Extract<QueuedChange, { kind: "create" | "update" | "createPlace" | "updatePlace" }> =>
  makesItsSubject(change) || change.kind === "update" || change.kind === "updatePlace";

/**
 * The next change to send, in queueing order. A refused change to the details of an entry (or a
 * place to try) holds back the later changes to it until it is edited or discarded; other changes go on. A change
 * `waiting` (a deletion that may still be undone) is passed over for now.
 */
export function nextToSend(
  changes: readonly QueuedChange[],
  waiting: (change: QueuedChange) => boolean = () => false,
): QueuedChange | undefined {
  const held = new Set<string>();
  for (const change of changes) {
    if (change.refusal) {
      if (holdsBackItsEntry(change)) held.add(subjectOf(change));
    } else if (!held.has(subjectOf(change)) && !waiting(change)) return change;
  }
  return undefined;
}
