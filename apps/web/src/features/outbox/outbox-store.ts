import { createStore, del, entries, set } from "idb-keyval";

import type { NewChange, QueuedChange } from "./queued-change";
import { subjectOf } from "./queued-change";

/**
 * Changes made on this device and not yet made by the server (issue 21: logging offline), kept in
 * IndexedDB with their photos, one record per change, keyed [account, order]. Only the signed-in
 * account's changes are ever read.
 */
const store = createStore("bitelog-outbox", "changes");
type RecordKey = [accountUid: string, seq: number];

interface OutboxState {
  accountUid: string | null;
  changes: readonly QueuedChange[];
  /** Changes are being sent now. */
  syncing: boolean;
}

let state: OutboxState = { accountUid: null, changes: [], syncing: false };
const listeners = new Set<() => void>();
/**
 * Entries (and places to try) made offline that the server has made since, by their local id: an
 * open page follows.
 */
const madeAs = new Map<string, string>();

function update(next: Partial<OutboxState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const outboxState = (): OutboxState => state;
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const setSyncing = (syncing: boolean): void => update({ syncing });

/** The id the server gave an entry made offline, once it has. */
export const serverIdOf = (localId: string): string | undefined => madeAs.get(localId);
export const recordServerId = (localId: string, entryId: string): void => void madeAs.set(localId, entryId);

const recordKey = (change: QueuedChange): RecordKey => [state.accountUid ?? "", change.seq];

/** Reads the account's queued changes, in order; another account's are left where they are. */
export async function openOutbox(accountUid: string): Promise<void> {
  if (state.accountUid === accountUid) return;
  const all = await entries<RecordKey, QueuedChange>(store).catch(() => []);
  const own = all
    .filter(([[uid]]) => uid === accountUid)
    .map(([, change]) => change)
    .sort((a, b) => a.seq - b.seq);
  update({ accountUid, changes: own, syncing: false });
}

/** Keeps a change's new state (on the device first: a reload right after loses nothing). */
export async function putChange(change: QueuedChange): Promise<void> {
  await set(recordKey(change), change, store);
  const others = state.changes.filter((candidate) => candidate.seq !== change.seq);
  update({ changes: [...others, change].sort((a, b) => a.seq - b.seq) });
}

export async function removeChange(change: QueuedChange): Promise<void> {
  await del(recordKey(change), store);
  update({ changes: state.changes.filter((candidate) => candidate.seq !== change.seq) });
}

/**
 * Queues a change after every other, with a new idempotency key, or with the key of an attempt
 * whose answer was lost (`sentAs`): the server may have made it already, and will not again.
 */
export async function enqueue(change: NewChange, sentAs?: string): Promise<QueuedChange> {
  const last = state.changes.at(-1)?.seq ?? 0;
  const queued = {
    ...change,
    seq: Math.max(Date.now(), last + 1),
    key: sentAs ?? crypto.randomUUID(),
    queuedAt: new Date().toISOString(),
    sent: sentAs !== undefined,
  } as QueuedChange;
  await putChange(queued);
  return queued;
}

/**
 * Deletions the person may still undo (issue 32), by entry or place to try, until when: kept in this page only, as
 * its toast's Undo is. A page opened later sends them at once.
 */
const holds = new Map<string, number>();

export const holdDeletion = (entryId: string, forMs: number): void =>
  void holds.set(entryId, Date.now() + forMs);
export const releaseHold = (entryId: string): void => void holds.delete(entryId);
/** Leaving the page (or logging out): nothing is held any longer. */
export const releaseHolds = (): void => holds.clear();

export const isHeld = (change: QueuedChange): boolean =>
  (change.kind === "delete" || change.kind === "deletePlace") &&
  (holds.get(subjectOf(change)) ?? 0) > Date.now();

/** Logout (confirmed) and account deletion: the account's unsent changes leave the device. */
export async function discardOutbox(): Promise<void> {
  await Promise.all(state.changes.map(removeChange));
}
