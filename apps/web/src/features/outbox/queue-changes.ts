import type { EntryFields } from "../entries/entry-form";
import type { QueuedChange } from "./queued-change";
import { enqueue, outboxState, putChange, removeChange } from "./outbox-store";
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
 * A deletion. An entry the server never saw is simply forgotten with its changes; otherwise the
 * changes not sent are dropped (the entry goes anyway) and the deletion is queued.
 */
export async function queueDeletion(entryId: string, sentAs?: string): Promise<void> {
  const own = changesOf(entryId);
  const create = own.find((change) => change.kind === "create");
  await Promise.all(own.filter(revisable).map(removeChange));
  if (isLocalEntryId(entryId) && create && revisable(create)) return;
  await enqueue({ kind: "delete", entryId }, sentAs);
  void syncNow();
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
