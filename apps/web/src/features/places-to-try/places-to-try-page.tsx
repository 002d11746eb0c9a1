import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { MapPinned, Plus } from "lucide-react";
import { useMemo, useState } from "react";

import type { PlaceArrangement } from "./arrange-places";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { EntriesSkeleton } from "../journal/entries-skeleton";
import { useViewMode } from "../journal/view-mode";
import { ViewModeToggle } from "../journal/view-mode-toggle";
import { useUserLocation } from "../location/use-location";
import { Page } from "../shell/page";
import { arrangePlaces, distanceTo, listNames } from "./arrange-places";
import { DistanceLocation } from "./distance-location";
import { PlaceControls } from "./place-controls";
import { PlaceSummary } from "./place-summary";
import { PlacesLoadFailed } from "./places-load-failed";
import { usePlacesToTry } from "./use-places-to-try";

/**
 * Issue 33's /to-try: the places the person wants to go to, newest first, by name or by distance
 * once the position is allowed, filtered by the list they came from; each one turns into a visit
 * with "I went". The journal's cards or rows, and its view mode.
 */
export function PlacesToTryPage() {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useViewMode();
  const [arrangement, arrange] = useState<PlaceArrangement>({});
  const places = usePlacesToTry();
  const location = useUserLocation();
  const layout = mode === "cards" ? "card" : "row";
  const all = places.data?.places;
  const here = location.state.status === "success" ? location.state.position : null;
  const shown = useMemo(
    () => (all ? arrangePlaces(all, arrangement, i18n.locale, here) : []),
    [all, arrangement, i18n.locale, here],
  );
  const lists = useMemo(() => listNames(all ?? [], i18n.locale), [all, i18n.locale]);
  const limit = places.data?.limit ?? null;
  const count = all?.length ?? 0;

  return (
    <Page
      title={t({ id: "placesToTry.title", message: "Places to try" })}
      actions={
        <>
          <ViewModeToggle value={mode} onChange={setMode} />
          <Button asChild>
            <Link to="/to-try/add">
              <Plus aria-hidden />
              <Trans id="placesToTry.add">Add a place to try</Trans>
            </Link>
          </Button>
        </>
      }
    >
      {places.isPending && <EntriesSkeleton layout={layout} />}
      {places.isError && (
        <PlacesLoadFailed retrying={places.isFetching} onRetry={() => void places.refetch()} />
      )}
      {all?.length === 0 && (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-6 py-16 text-center">
          <MapPinned className="size-12 text-primary" aria-hidden />
          <h2 className="text-xl font-semibold">
            <Trans id="placesToTry.emptyTitle">No places to try yet</Trans>
          </h2>
          <p className="max-w-md text-muted-foreground">
            <Trans id="placesToTry.emptyText">
              Keep the restaurants you want to go to: search for one, paste a Google Maps link, or share it to
              Bitelog from your phone.
            </Trans>
          </p>
          <Button asChild size="lg">
            <Link to="/to-try/add">
              <Trans id="placesToTry.addFirst">Add your first place</Trans>
            </Link>
          </Button>
        </div>
      )}
      {all && all.length > 0 && (
        <>
          <PlaceControls value={arrangement} lists={lists} onChange={arrange} />
          {arrangement.sort === "distance" && <DistanceLocation location={location} />}
          <p role="status" className="mb-3 text-sm text-muted-foreground">
            {limit === null
              ? t({
                  id: "placesToTry.count",
                  message: plural(count, { one: "# place to try", other: "# places to try" }),
                })
              : t({
                  id: "placesToTry.countOfLimit",
                  message: plural(limit, {
                    one: `${count} of # place to try on the free plan`,
                    other: `${count} of # places to try on the free plan`,
                  }),
                })}
          </p>
          <ul
            className={cn(
              layout === "card"
                ? "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
                : "flex flex-col gap-2",
            )}
          >
            {shown.map((place) => (
              <li key={place.id}>
                <PlaceSummary
                  place={place}
                  layout={layout}
                  distance={here ? distanceTo(place, here) : null}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
