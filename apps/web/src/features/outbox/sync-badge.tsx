import { Trans } from "@lingui/react/macro";
import { CloudAlert, CloudUpload } from "lucide-react";

import type { SyncState } from "./queued-change";
import { Badge } from "../../components/ui/badge";
import { useSyncState } from "./use-outbox";

/** "Waiting to sync" on something with changes not sent yet, "Not synced" once one was refused. */
export function SyncStateBadge({ state }: { state: SyncState | null }) {
  if (state === null) return null;
  return state === "waiting" ? (
    <Badge variant="info">
      <CloudUpload aria-hidden />
      <Trans id="outbox.waitingBadge">Waiting to sync</Trans>
    </Badge>
  ) : (
    <Badge variant="destructive">
      <CloudAlert aria-hidden />
      <Trans id="outbox.refusedBadge">Not synced</Trans>
    </Badge>
  );
}

/** An entry's sync state as a badge. */
export function SyncBadge({ entryId }: { entryId: string }) {
  return <SyncStateBadge state={useSyncState(entryId)} />;
}
