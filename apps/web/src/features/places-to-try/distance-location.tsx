import { Trans } from "@lingui/react/macro";
import { LocateFixed } from "lucide-react";

import type { UserLocation } from "../location/use-location";
import { Button } from "../../components/ui/button";
import { LocationNotice } from "../location/location-notice";

/** Sorting by distance needs the person's position: asked for here, never sent to the server. */
export function DistanceLocation({ location }: { location: UserLocation }) {
  const { status } = location.state;
  if (status === "success") return null;
  return (
    <div className="mb-4">
      {status === "idle" ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={location.allow}>
            <LocateFixed aria-hidden />
            <Trans id="placesToTry.useLocation">Use my location</Trans>
          </Button>
          <p className="text-sm text-muted-foreground">
            <Trans id="map.locationPromptText">
              Your position is used only on this screen, and never sent to our server.
            </Trans>
          </p>
        </div>
      ) : (
        <LocationNotice status={status} onRetry={location.retry} />
      )}
    </div>
  );
}
