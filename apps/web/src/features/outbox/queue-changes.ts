import { TIMINGS } from "@bitelog/config";

import type { EntryFields } from "../journal/entry";
import type { PlaceFields, QueuedChange } from "./queued-change";
import { enqueue, holdDeletion, outboxState, putChange, releaseHold, removeChange } from "./outbox-store";
import { isLocalEntryId, newLocalEntryId } from "./queued-change";
import { syncNow } from "./start-outbox";

/**
 * What the screens queue when a change cannot be sent now (issue 21). A change not sent yet, or
 * refused by the server (which then kept nothing of it), is revised in place; one that may have
 * reached the server is left as it is and followed by another. Each is sent at once when the
 * browser has a connection (an answer lost on the way, or a change revised after a refusal).
 */
const revisable = (change: QueuedChange): boolean => !change.sent || change.refusal !== undefined;

const changesOf = (entryId: string) => outboxState().changes.filter((change) => change.entryId === entryId);

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
  const last = changesOf(entryId).findLast((change) => change.kind === "create" || change.kind === "update");
  if (last && revisable(last) && sentAs === undefined) {
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
 * A deletion, which the person may undo for a while (issue 32): it waits on the device meanwhile,
 * and the entry and its photos stay untouched on the server. An entry the server never saw is
 * simply forgotten with its changes; otherwise the changes not sent are set aside (the entry goes
 * anyway) and the deletion is queued. Answers the undo, which answers whether it came in time
 * (not once the deletion has gone to the server).
 */
export async function queueDeletion(entryId: string): Promise<() => Promise<boolean>> {
  const own = changesOf(entryId);
  const create = own.find((change) => change.kind === "create");
  const setAside = own.filter(revisable);
  await Promise.all(setAside.map(removeChange));
  const putBack = async () => {
    await Promise.all(setAside.map(putChange));
    void syncNow();
    return true;
  };
  if (isLocalEntryId(entryId) && create && revisable(create)) return putBack;
  // Held before it is queued: a run of the outbox under way must not take it.
  holdDeletion(entryId, TIMINGS.undoDeleteMs);
  const deletion = await enqueue({ kind: "delete", entryId });
  setTimeout(() => void syncNow(), TIMINGS.undoDeleteMs);
  return async () => {
    const queued = outboxState().changes.find((change) => change.seq === deletion.seq);
    if (!queued || queued.sent) return false;
    releaseHold(entryId);
    await removeChange(queued);
    return putBack();
  };
}

/**
 * The person gives up a refused change. A new entry goes with every change to it; any other
 * change goes alone, and the changes it held back are sent.
 */
export async function discardChange(change: QueuedChange): Promise<void> {
  const dropped = change.kind === "create" ? changesOf(change.entryId) : [change];
  await Promise.all(dropped.map(removeChange));
  void syncNow();
}
