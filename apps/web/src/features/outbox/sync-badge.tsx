import { Trans } from "@lingui/react/macro";
import { CloudAlert, CloudUpload } from "lucide-react";

import { Badge } from "../../components/ui/badge";
import { useSyncState } from "./use-outbox";

/** "Waiting to sync" on an entry with changes not sent yet, "Not synced" once one was refused. */
export function SyncBadge({ entryId }: { entryId: string }) {
  const state = useSyncState(entryId);
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
