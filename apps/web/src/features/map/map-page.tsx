import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";

import type { UserLocation } from "../location/use-location";
import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { LocationNotice } from "../location/location-notice";
import { useUserLocation } from "../location/use-location";
import { useJournalList } from "../outbox/use-outbox";
import { PlacesMapLegend } from "../places-to-try/map-legend";
import { placePins } from "../places-to-try/place-pins";
import { usePlacesToTry } from "../places-to-try/use-places-to-try";
import { Page } from "../shell/page";
import { entryLocations } from "./entry-locations";
import { LocationPrompt } from "./location-prompt";
import { LocationsCount } from "./locations-count";
import { MapArea } from "./map-area";

/**
 * docs/product.md §2, /map: the entries on a map, how many there are, and the user's position; the places to
 * try in their own style, which a switch hides (issue 33).
 */
export function MapPage() {
  const { t } = useLingui();
  const entries = useJournalList();
  const location = useUserLocation();
  const locations = useMemo(() => entryLocations(entries.data ?? []), [entries.data]);
  const unplaced = useMemo(() => {
    const placed = new Set(locations.map(({ id }) => id));
    return (entries.data ?? []).filter(({ id }) => !placed.has(id));
  }, [entries.data, locations]);
  const userPosition = location.state.status === "success" ? location.state.position : null;
  const places = usePlacesToTry();
  const [placesShown, setPlacesShown] = useState(true);
  const pins = useMemo(
    () => (placesShown ? placePins(places.data?.places ?? []) : []),
    [places.data, placesShown],
  );

  return (
    <Page title={t({ id: "map.title", message: "Map" })}>
      <div className="flex flex-col gap-4">
        {entries.isError ? (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-col items-start gap-3">
              <p>
                <Trans id="map.entriesFailed">Your entries could not be loaded, so the map shows none.</Trans>
              </p>
              <Button size="sm" variant="outline" onClick={() => void entries.refetch()}>
                <Trans id="map.tryAgain">Try again</Trans>
              </Button>
            </AlertDescription>
          </Alert>
        ) : entries.isPending ? (
          <Skeleton className="h-5 w-32" />
        ) : (
          <LocationsCount count={locations.length} unplaced={unplaced} />
        )}
        <LocationPanel location={location} />
        {places.data && places.data.places.length > 0 && (
          <PlacesMapLegend shown={placesShown} onShownChange={setPlacesShown} />
        )}
        <MapArea locations={locations} userPosition={userPosition} places={pins} />
      </div>
    </Page>
  );
}

/** The prompt until the user answers it ("Not now" hides it for this visit only), then any notice. */
function LocationPanel({ location }: { location: UserLocation }) {
  const [dismissed, setDismissed] = useState(false);
  const { status } = location.state;
  if (status === "success") return null;
  if (status === "idle") {
    return dismissed ? null : (
      <LocationPrompt onAllow={location.allow} onDismiss={() => setDismissed(true)} />
    );
  }
  return <LocationNotice status={status} onRetry={location.retry} />;
}
