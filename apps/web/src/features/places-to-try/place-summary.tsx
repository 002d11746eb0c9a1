import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ExternalLink, Footprints, MapPinned, Pencil, Trash2 } from "lucide-react";

import type { PlaceToTry } from "./arrange-places";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { localityOf } from "../journal/locality";
import { SyncStateBadge } from "../outbox/sync-badge";
import { usePlaceSyncState, useRemovePlace } from "./use-places-to-try";
import { wentSearch } from "./went-search";

interface PlaceSummaryProps {
  place: PlaceToTry;
  layout: "card" | "row";
  /** Where the list stands under the page's h1 (h2), or under a section's h2 (h3). */
  heading?: "h2" | "h3";
  /** How far it is from the person, in metres, when known. */
  distance: number | null;
}

/** A distance in the reader's language: metres close by, kilometres further. */
function useDistanceText(metres: number | null): string | null {
  const { i18n } = useLingui();
  if (metres === null) return null;
  const km = metres >= 1000;
  return new Intl.NumberFormat(i18n.locale, {
    style: "unit",
    unit: km ? "kilometer" : "meter",
    maximumFractionDigits: km && metres < 10_000 ? 1 : 0,
  }).format(km ? metres / 1000 : Math.round(metres / 10) * 10);
}

/**
 * One place to try, as a card or a row in the journal's look. Not a link as a whole: it holds
 * its own actions ("I went", the source link, edit, remove), and whether its changes made on this
 * device wait to be sent.
 */
export function PlaceSummary({ place, layout, heading: Heading = "h2", distance }: PlaceSummaryProps) {
  const { t, i18n } = useLingui();
  const locality = localityOf(place.restaurant_address);
  const far = useDistanceText(distance);
  const added = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium" }).format(
    new Date(place.created_at),
  );
  const row = layout === "row";
  const sync = usePlaceSyncState(place.id);
  const remove = useRemovePlace();

  return (
    <article
      aria-labelledby={`place-${place.id}`}
      className={cn(
        "flex h-full rounded-xl border border-border bg-card text-card-foreground shadow-sm",
        row ? "flex-wrap items-center gap-3 p-3" : "flex-col gap-2 p-4",
      )}
    >
      <div className={cn("flex min-w-0 flex-1 gap-3", row ? "items-center" : "flex-col gap-1")}>
        <MapPinned className="size-5 shrink-0 text-sky-700 dark:text-sky-300" aria-hidden />
        <div className="min-w-0 flex-1">
          <Heading id={`place-${place.id}`} className="truncate font-semibold">
            {place.restaurant_name}
          </Heading>
          <p className="truncate text-sm text-muted-foreground">
            {[locality, far].filter(Boolean).join(" · ")}
            {(locality ?? far) && " · "}
            <Trans id="placesToTry.added">
              Added <time dateTime={place.created_at}>{added}</time>
            </Trans>
          </p>
          {place.note && <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{place.note}</p>}
        </div>
        {place.list_name && (
          <Badge variant="secondary" className="self-start">
            {place.list_name}
          </Badge>
        )}
      </div>
      <div className={cn("flex flex-wrap items-center gap-2", !row && "mt-auto pt-2")}>
        <SyncStateBadge state={sync} />
        <Button asChild size="sm">
          <Link to="/new" search={wentSearch(place)}>
            <Footprints aria-hidden />
            <Trans id="placesToTry.went">I went</Trans>
          </Link>
        </Button>
        {place.source_url && (
          <Button asChild size="sm" variant="outline">
            <a href={place.source_url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              <Trans id="placesToTry.source">Open link</Trans>
            </a>
          </Button>
        )}
        <Button asChild size="sm" variant="ghost">
          <Link
            to="/to-try/$id/edit"
            params={{ id: place.id }}
            aria-label={t({ id: "placesToTry.editNamed", message: `Edit ${place.restaurant_name}` })}
          >
            <Pencil aria-hidden />
            <Trans id="placesToTry.edit">Edit</Trans>
          </Link>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void remove(place.id)}
          aria-label={t({
            id: "placesToTry.removeNamed",
            message: `Remove ${place.restaurant_name} from your places to try`,
          })}
        >
          <Trash2 aria-hidden />
          <Trans id="placesToTry.remove">Remove</Trans>
        </Button>
      </div>
    </article>
  );
}
