import { Trans } from "@lingui/react/macro";
import { CloudOff } from "lucide-react";

import { useOnline } from "./use-online";

/**
 * Says, under the header, that the screens show the journal as this device last saw it (issue 21).
 * The status region is always there, so that a connection lost is announced as it goes.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" className="empty:hidden">
      {!online && (
        <p className="flex items-center justify-center gap-2 border-b border-border bg-muted px-3 py-1.5 text-center text-sm text-muted-foreground">
          <CloudOff aria-hidden className="size-4 shrink-0" />
          <Trans id="offline.notice">Offline — showing what was saved on this device</Trans>
        </p>
      )}
    </div>
  );
}
