import { Trans } from "@lingui/react/macro";

import type { LocationStatus } from "./location-permission";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";

interface LocationNoticeProps {
  status: Exclude<LocationStatus, "idle" | "success">;
  onRetry: () => void;
}

/** What became of the user's position when the map cannot show it (docs/product.md §2, §8). */
export function LocationNotice({ status, onRetry }: LocationNoticeProps) {
  switch (status) {
    case "loading":
      return (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          <span role="status">
            <Trans id="map.locating">Finding your location…</Trans>
          </span>
        </p>
      );
    case "denied":
      return (
        <Alert variant="warning">
          <AlertTitle>
            <Trans id="errors.locationPermissionDenied">Location access is turned off.</Trans>
          </AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>
              <Trans id="map.locationDeniedHelp">
                The map shows the default view. To see your position, allow location for this site in your
                browser, then choose Enable.
              </Trans>
            </p>
            <Button size="sm" variant="outline" onClick={onRetry}>
              <Trans id="map.enableLocation">Enable</Trans>
            </Button>
          </AlertDescription>
        </Alert>
      );
    case "error":
      return (
        <Alert variant="warning">
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>
              <Trans id="errors.locationError">Unable to get your location. Showing the default view.</Trans>
            </p>
            <Button size="sm" variant="outline" onClick={onRetry}>
              <Trans id="map.tryAgain">Try again</Trans>
            </Button>
          </AlertDescription>
        </Alert>
      );
    case "unavailable":
      return (
        <Alert variant="info">
          <AlertDescription>
            <Trans id="map.geolocationUnsupported">
              Your browser does not support geolocation. Showing the default view.
            </Trans>
          </AlertDescription>
        </Alert>
      );
  }
}
