import { Trans } from "@lingui/react/macro";

import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";

/**
 * docs/product.md §8, errors.fetchingEntries: the list, a search or a letter could not be loaded; "Try again"
 * asks once more without reloading the page.
 */
export function EntriesLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert variant="destructive">
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <Trans id="errors.fetchingEntries">Your entries could not be loaded. Please try again.</Trans>
        <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
          <Trans id="common.tryAgain">Try again</Trans>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
