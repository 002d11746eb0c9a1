import { Trans } from "@lingui/react/macro";

import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";

type MapUnavailableProps = { reason: "unsupported" } | { reason: "failed"; onRetry: () => void };

/**
 * docs/product.md §8: the notices shown instead of the map when this browser cannot draw it or it does not
 * load.
 */
export function MapUnavailable(props: MapUnavailableProps) {
  if (props.reason === "unsupported") {
    return (
      <Alert variant="info">
        <AlertTitle>
          <Trans id="map.unsupportedTitle">This browser cannot show the map</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans id="map.unsupported">
            Drawing the map needs graphics features that are turned off or missing here. Your entries are all
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
