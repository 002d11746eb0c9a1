import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";

import type { QueuedChange } from "./queued-change";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
import { discardChange } from "./queue-changes";

/**
 * Discards a refused change once the person confirms in our dialog: it never reached the journal.
 * `ask(change)` opens the question; render `dialog`.
 */
export function useDiscardChange(): { ask: (change: QueuedChange) => void; dialog: ReactNode } {
  const [asked, setAsked] = useState<QueuedChange | null>(null);
  const dialog = (
    <AlertDialog open={asked !== null} onOpenChange={(open) => !open && setAsked(null)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans id="outbox.discardTitle">Discard this change?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>
            <Trans id="outbox.discardText">It has not reached your journal and cannot be recovered.</Trans>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans id="outbox.keepChange">Keep it</Trans>
          </AlertDialogCancel>
          <AlertDialogAction destructive onClick={() => asked && void discardChange(asked)}>
            <Trans id="outbox.discard">Discard change</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
  return { ask: setAsked, dialog };
}
