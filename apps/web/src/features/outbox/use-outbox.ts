import { useQuery } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";

import type { Entry } from "../journal/entry";
import { trpc } from "../../lib/trpc";
import { outboxState, subscribeOutbox } from "./outbox-store";
import { syncStateOf, withQueuedChanges } from "./queued-change";

/** The signed-in account's changes waiting to be sent, and whether they are being sent now. */
export function useOutbox() {
  return useSyncExternalStore(subscribeOutbox, outboxState);
}

/** Whether an entry has changes waiting ("waiting") or refused ("refused"); null when in sync. */
export function useSyncState(entryId: string) {
  return syncStateOf(useOutbox().changes, entryId);
}

/** The journal list as it will be once the queued changes are sent (what every list shows). */
export function useJournalList() {
  const { changes } = useOutbox();
  const select = useCallback((list: readonly Entry[]) => withQueuedChanges(list, changes), [changes]);
  return useQuery({ ...trpc.entries.list.queryOptions(), select });
}
