import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, MapPin } from "lucide-react";

import type { Entry } from "./entry-summary";
import { formatVisitDate, mapsSearchUrl } from "./format";
import { RatingStars } from "./rating-stars";

/** An entry read-only (spec §2 /entry/{id}): date, address linked to a maps search, rating, comment. */
export function EntryView({ entry, photos }: { entry: Entry; photos?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6">
        <dt className="flex items-center gap-2 font-medium text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden />
          <Trans id="entry.visited">Visited</Trans>
        </dt>
        <dd>
          <time dateTime={entry.visit_date}>{formatVisitDate(entry.visit_date, i18n.locale)}</time>
        </dd>
        {entry.restaurant_address && (
          <>
            <dt className="flex items-center gap-2 font-medium text-muted-foreground">
              <MapPin className="size-4" aria-hidden />
              <Trans id="entry.address">Address</Trans>
            </dt>
            <dd>
              <a
                href={mapsSearchUrl(entry.restaurant_address)}
                target="_blank"
                rel="noreferrer noopener"
                className="text-primary underline-offset-4 hover:underline"
              >
                {entry.restaurant_address}
              </a>
            </dd>
          </>
        )}
        <dt className="font-medium text-muted-foreground">
          <Trans id="entry.rating">Rating</Trans>
        </dt>
        <dd className="flex items-center gap-2">
          {entry.rating === null ? (
            <Trans id="entry.notRated">Not rated</Trans>
          ) : (
            <>
              <RatingStars rating={entry.rating} />
              <span aria-hidden>{entry.rating}/5</span>
            </>
          )}
        </dd>
      </dl>
      {photos}
      {entry.comment && <p className="leading-relaxed whitespace-pre-line">{entry.comment}</p>}
    </article>
  );
}
