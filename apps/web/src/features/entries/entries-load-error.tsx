import { Trans } from "@lingui/react/macro";

import { Alert, AlertDescription } from "../../components/ui/alert";

/** Spec §8 errors.fetchingEntries: the list, a search or a letter could not be loaded. */
export function EntriesLoadError() {
  return (
    <Alert variant="destructive">
      <AlertDescription>
        <Trans id="errors.fetchingEntries">Your entries could not be loaded. Please try again.</Trans>
      </AlertDescription>
    </Alert>
  );
}
