import type { QueuedChange } from "./queued-change";
import { isHeld, outboxState, putChange, recordServerId, removeChange, setSyncing } from "./outbox-store";
import { makesItsSubject, nextToSend, subjectOf, withServerId } from "./queued-change";
import { refusalOf, sendChange } from "./send-change";

/** After the server made `change`: it leaves the outbox, or a new entry's photos follow it. */
async function settle(change: QueuedChange, madeAs: string | undefined): Promise<void> {
  if (makesItsSubject(change) && madeAs !== undefined) {
    const localId = subjectOf(change);
    recordServerId(localId, madeAs);
    // Later changes to the new entry or place to try (and visits to the place) go to the one the
    // server made.
    for (const later of outboxState().changes) {
      const moved = later.seq === change.seq ? null : withServerId(later, localId, madeAs);
      if (moved) await putChange(moved);
    }
    if (change.kind === "create" && change.photos.length > 0) {
      // The same position in the queue, a key of its own: the upload is made once too.
      const { fields: _fields, ...rest } = change;
      await putChange({ ...rest, kind: "photos", entryId: madeAs, key: `${change.key}-photos`, sent: false });
      return;
    }
  }
  await removeChange(change);
}

/**
 * Sends what can be sent, in order, until the queue is done or the connection fails. Answers
 * whether the server made any change (the screens then refresh).
 */
async function sendAll(accountUid: string): Promise<boolean> {
  let made = false;
  for (;;) {
    if (outboxState().accountUid !== accountUid) return made;
    const change = nextToSend(outboxState().changes, isHeld);
    if (!change) return made;
    // Marked before it goes: if the answer is lost, it is not revised in place any more.
    if (!change.sent) await putChange({ ...change, sent: true });
    try {
      const { madeAs } = await sendChange(change);
      await settle({ ...change, sent: true }, madeAs);
      made = true;
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) return made;
      await putChange({ ...change, sent: true, refusal });
    }
  }
}

let running: Promise<boolean> | null = null;
/** A change was queued while a run was ending: another run follows. */
let again = false;

/** Sends the outbox (one run at a time); `onMade` runs when the server made something. */
export function syncOutbox(onMade: () => Promise<unknown>): Promise<boolean> {
  const accountUid = outboxState().accountUid;
  if (running) {
    again = true;
    return running;
  }
  if (accountUid === null || nextToSend(outboxState().changes, isHeld) === undefined)
    return Promise.resolve(false);
  setSyncing(true);
  running = sendAll(accountUid)
    .catch(() => false)
    .then(async (made) => {
      if (made) await onMade().catch(() => undefined);
      return made;
    })
    .finally(() => {
      running = null;
      setSyncing(false);
      if (again) {
        again = false;
        void syncOutbox(onMade);
      }
    });
  return running;
}
