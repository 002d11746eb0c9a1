import { Trans } from "@lingui/react/macro";

import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";

/** The list of places to try could not be read: said, with a way to try again. */
export function PlacesLoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <Trans id="placesToTry.loadFailed">Your places to try could not be loaded. Please try again.</Trans>
        <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
          <Trans id="common.tryAgain">Try again</Trans>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
