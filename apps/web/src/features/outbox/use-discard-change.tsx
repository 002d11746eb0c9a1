import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";

import type { QueuedChange } from "./queued-change";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { discardChange } from "./queue-changes";

/**
 * Discards a refused change once the person confirms in our dialog: it never reached the journal.
 * `ask(change)` opens the question; render `dialog`.
 */
export function useDiscardChange(): { ask: (change: QueuedChange) => void; dialog: ReactNode } {
  const [asked, setAsked] = useState<QueuedChange | null>(null);
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={<Trans id="outbox.discardTitle">Discard this change?</Trans>}
      description={
        <Trans id="outbox.discardText">It has not reached your journal and cannot be recovered.</Trans>
      }
      cancelLabel={<Trans id="outbox.keepChange">Keep it</Trans>}
      confirmLabel={<Trans id="outbox.discard">Discard change</Trans>}
      destructive
      onCancel={() => setAsked(null)}
      onConfirm={() => asked && void discardChange(asked)}
    />
  );
  return { ask: setAsked, dialog };
}
