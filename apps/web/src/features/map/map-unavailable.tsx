import { Trans } from "@lingui/react/macro";

import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";

type MapUnavailableProps = { reason: "missingKey" } | { reason: "failed"; onRetry: () => void };

/** Spec §8: the notices shown instead of the map when it has no key or its script does not load. */
export function MapUnavailable(props: MapUnavailableProps) {
  if (props.reason === "missingKey") {
    return (
      <Alert variant="info">
        <AlertTitle>
          <Trans id="map.configurationMissingTitle">The map is not set up</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans id="map.configurationMissing">
            No Google Maps key is configured for this site, so the map cannot be shown. Your entries are all
            still in your journal.
          </Trans>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <AlertTitle>
        <Trans id="map.loadFailedTitle">The map could not be loaded</Trans>
      </AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <p>
          <Trans id="map.loadFailed">Check your internet connection, then try again.</Trans>
        </p>
        <Button size="sm" variant="outline" onClick={props.onRetry}>
          <Trans id="map.tryAgain">Try again</Trans>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
