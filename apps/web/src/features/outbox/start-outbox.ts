import { onlineManager } from "@tanstack/react-query";

import { TIMINGS } from "@bitelog/config";

import { queryClient } from "../../lib/trpc";
import { openOutbox, releaseHolds } from "./outbox-store";
import { syncOutbox } from "./sync-outbox";

/** After the server made queued changes, every screen asks again (the journal, usage, photos). */
const refreshScreens = () => queryClient.invalidateQueries();

/** Sends the outbox now if the browser has a connection. */
export function syncNow(): Promise<boolean> {
  return onlineManager.isOnline() ? syncOutbox(refreshScreens) : Promise.resolve(false);
}

let started = false;

/**
 * Opens the signed-in account's outbox and sends it: now, when the connection comes back, every so
 * often while changes wait (a server that failed may answer later), and as the page is left.
 */
export async function startOutbox(accountUid: string): Promise<void> {
  await openOutbox(accountUid);
  if (!started) {
    started = true;
    onlineManager.subscribe((online) => void (online && syncNow()));
    setInterval(() => void syncNow(), TIMINGS.outboxRetryMs);
    // Nobody can press Undo in a page being left: its held deletions go now, or when it opens again.
    addEventListener("pagehide", () => {
      releaseHolds();
      void syncNow();
    });
  }
  void syncNow();
}

/** Sends now, deletions still offered for Undo too (a logout, "Sync now"): they would go shortly anyway. */
export function sendHeldNow(): Promise<boolean> {
  releaseHolds();
  return syncNow();
}
