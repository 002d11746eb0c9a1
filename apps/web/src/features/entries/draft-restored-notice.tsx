import { Trans } from "@lingui/react/macro";

import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";

/** Says that the form holds what was left unsaved here (issue 32), with the way to start afresh. */
export function DraftRestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert>
      <AlertTitle>
        <Trans id="entryForm.draftRestored">Draft restored</Trans>
      </AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <Trans id="entryForm.draftRestoredText">
            What you had written here and not saved is back, as you left it.
          </Trans>
        </p>
        <Button variant="outline" size="sm" onClick={onDiscard}>
          <Trans id="entryForm.discardDraft">Discard draft</Trans>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
