import { onlineManager } from "@tanstack/react-query";

import { TIMINGS } from "@bitelog/config";

import { queryClient } from "../../lib/trpc";
import { openOutbox } from "./outbox-store";
import { syncOutbox } from "./sync-outbox";

/** After the server made queued changes, every screen asks again (the journal, usage, photos). */
const refreshScreens = () => queryClient.invalidateQueries();

/** Sends the outbox now if the browser has a connection. */
export function syncNow(): Promise<boolean> {
  return onlineManager.isOnline() ? syncOutbox(refreshScreens) : Promise.resolve(false);
}

let started = false;

/**
 * Opens the signed-in account's outbox and sends it: now, when the connection comes back, and
 * every so often while changes wait (a server that failed may answer later).
 */
export async function startOutbox(accountUid: string): Promise<void> {
  await openOutbox(accountUid);
  if (!started) {
    started = true;
    onlineManager.subscribe((online) => void (online && syncNow()));
    setInterval(() => void syncNow(), TIMINGS.outboxRetryMs);
  }
  void syncNow();
}
