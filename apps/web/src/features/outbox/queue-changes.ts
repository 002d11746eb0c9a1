import { TIMINGS } from "@bitelog/config";

import type { EntryFields } from "../journal/entry";
import type { NewChange, PlaceFields, QueuedChange } from "./queued-change";
import { isLocalEntryId, newLocalEntryId } from "./local-id";
import { enqueue, holdDeletion, outboxState, putChange, releaseHold, removeChange } from "./outbox-store";
import { holdsBackItsEntry, makesItsSubject, subjectOf } from "./queued-change";
import { syncNow } from "./start-outbox";

/**
 * What the screens queue when a change cannot be sent now (issue 21). A change not sent yet, or
 * refused by the server (which then kept nothing of it), is revised in place; one that may have
 * reached the server is left as it is and followed by another. Each is sent at once when the
 * browser has a connection (an answer lost on the way, or a change revised after a refusal).
 */
const revisable = (change: QueuedChange): boolean => !change.sent || change.refusal !== undefined;

/** The changes to an entry or a place to try, by its id. */
const changesOf = (id: string) => outboxState().changes.filter((change) => subjectOf(change) === id);

/**
 * The last change to the details of an entry or place to try, when a new edit may revise it in
 * place: not for an edit whose own attempt may have reached the server (`sentAs`).
 */
function revisableDetails(id: string, sentAs: string | undefined) {
  const last = changesOf(id).findLast(holdsBackItsEntry);
  return last && revisable(last) && sentAs === undefined ? last : undefined;
}

/** A new entry: answers the id it has on this device until the server makes it. */
export async function queueNewEntry(fields: EntryFields, photos: readonly File[], sentAs?: string) {
  const entryId = newLocalEntryId();
  await enqueue({ kind: "create", entryId, fields, photos: [...photos] }, sentAs);
  void syncNow();
  return entryId;
}

/** A new place to try (issue 33): listed with the id it has on this device until the server makes it. */
export async function queueNewPlace(place: PlaceFields, sentAs?: string): Promise<void> {
  await enqueue({ kind: "createPlace", placeId: newLocalEntryId(), place }, sentAs);
  void syncNow();
}

/** Photos added to an entry. */
export async function queuePhotos(entryId: string, photos: readonly File[], sentAs?: string): Promise<void> {
  if (photos.length === 0) return;
  const create = changesOf(entryId).find((change) => change.kind === "create");
  if (create?.kind === "create" && revisable(create)) {
    await putChange({ ...create, photos: [...create.photos, ...photos], refusal: undefined });
  } else {
    await enqueue({ kind: "photos", entryId, photos: [...photos] }, sentAs);
  }
  void syncNow();
}

/** New details of an entry, and the photos added and removed with them. */
export async function queueEdit(
  entryId: string,
  fields: EntryFields & { thumbnailUrl?: string | null },
  photos: { added?: readonly File[]; removed?: readonly string[] } = {},
  sentAs?: string,
): Promise<void> {
  const last = revisableDetails(entryId, sentAs);
  if (last?.kind === "create" || last?.kind === "update") {
    const { thumbnailUrl, ...entryFields } = fields;
    const revised =
      last.kind === "create"
        ? { ...last, fields: entryFields }
        : { ...last, fields: { ...fields, thumbnailUrl: thumbnailUrl ?? last.fields.thumbnailUrl } };
    await putChange({ ...revised, refusal: undefined });
  } else {
    await enqueue({ kind: "update", entryId, fields }, sentAs);
  }
  // Removing photos changes nothing the second time: it needs no care for a lost answer.
  if (photos.removed?.length)
    await enqueue({ kind: "removePhotos", entryId, photoUrls: [...photos.removed] });
  await queuePhotos(entryId, photos.added ?? []);
  void syncNow();
}

/**
 * New details of a place to try (issue 33): they replace those of its addition or last edit not
 * sent yet, else they are sent after them.
 */
export async function queuePlaceEdit(placeId: string, place: PlaceFields, sentAs?: string): Promise<void> {
  const last = revisableDetails(placeId, sentAs);
  if (last?.kind === "createPlace" || last?.kind === "updatePlace") {
    await putChange({ ...last, place, refusal: undefined });
  } else {
    await enqueue({ kind: "updatePlace", placeId, place }, sentAs);
  }
  void syncNow();
}

type Deletion = Extract<NewChange, { kind: "delete" | "deletePlace" }>;

/**
 * A deletion, which the person may undo for a while (issue 32): it waits on the device meanwhile,
 * and the entry and its photos stay untouched on the server. An entry the server never saw is
 * simply forgotten with its changes; otherwise the changes not sent are set aside (the entry goes
 * anyway) and the deletion is queued. Answers the undo, which answers whether it came in time
 * (not once the deletion has gone to the server). A place to try is removed the same way.
 */
async function queueRemoval(deletion: Deletion): Promise<() => Promise<boolean>> {
  const id = subjectOf(deletion);
  const own = changesOf(id);
  const made = own.find(makesItsSubject);
  const setAside = own.filter(revisable);
  await Promise.all(setAside.map(removeChange));
  const putBack = async () => {
    await Promise.all(setAside.map(putChange));
    void syncNow();
    return true;
  };
  if (isLocalEntryId(id) && made && revisable(made)) return putBack;
  // Held before it is queued: a run of the outbox under way must not take it.
  holdDeletion(id, TIMINGS.undoDeleteMs);
  const queuedDeletion = await enqueue(deletion);
  setTimeout(() => void syncNow(), TIMINGS.undoDeleteMs);
  return async () => {
    const queued = outboxState().changes.find((change) => change.seq === queuedDeletion.seq);
    if (!queued || queued.sent) return false;
    releaseHold(id);
    await removeChange(queued);
    return putBack();
  };
}

export const queueDeletion = (entryId: string) => queueRemoval({ kind: "delete", entryId });
/** A place to try taken off the list, with Undo for a while as an entry's deletion has. */
export const queuePlaceRemoval = (placeId: string) => queueRemoval({ kind: "deletePlace", placeId });

/**
 * The person gives up a refused change. A new entry (or place to try) goes with every change to
 * it; any other change goes alone, and the changes it held back are sent.
 */
export async function discardChange(change: QueuedChange): Promise<void> {
  const dropped = makesItsSubject(change) ? changesOf(subjectOf(change)) : [change];
  await Promise.all(dropped.map(removeChange));
  void syncNow();
}
