import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, MapPin, MapPinned, ThumbsDown, ThumbsUp } from "lucide-react";

import type { Entry } from "../journal/entry";
import { formatVisitDate, mapsSearchUrl } from "../journal/format";
import { RatingStars } from "./rating-stars";

/**
 * An entry read-only (docs/product.md §2, /entry/{id}): date, address linked to a maps search, rating, what
 * was had and whether to get it again, the comment, and the things to remember.
 */
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
        {entry.listed_since && (
          <>
            <dt className="flex items-center gap-2 font-medium text-muted-foreground">
              <MapPinned className="size-4" aria-hidden />
              <Trans id="entry.listedSinceLabel">Places to try</Trans>
            </dt>
            <dd>
              <Trans id="entry.listedSince">
                On your list since{" "}
                <time dateTime={entry.listed_since}>
                  {new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long" }).format(
                    new Date(entry.listed_since),
                  )}
                </time>
              </Trans>
            </dd>
          </>
        )}
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
        {!entry.restaurant_address && <PinnedPosition entry={entry} />}
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
        {entry.would_get_again !== null && (
          <>
            <dt className="flex items-center gap-2 font-medium text-muted-foreground">
              {entry.would_get_again ? (
                <ThumbsUp className="size-4" aria-hidden />
              ) : (
                <ThumbsDown className="size-4" aria-hidden />
              )}
              <Trans id="entry.wouldGetAgain">Would get again</Trans>
            </dt>
            <dd>
              {entry.would_get_again ? <Trans id="common.yes">Yes</Trans> : <Trans id="common.no">No</Trans>}
            </dd>
          </>
        )}
      </dl>
      {entry.what_you_had && (
        <section className="flex flex-col gap-1">
          <h2 className="text-sm font-medium text-muted-foreground">
            <Trans id="entry.whatYouHad">What you had</Trans>
          </h2>
          <p className="leading-relaxed whitespace-pre-line">{entry.what_you_had}</p>
        </section>
      )}
      {photos}
      {entry.comment && <p className="leading-relaxed whitespace-pre-line">{entry.comment}</p>}
      {entry.things_to_remember && (
        <section className="flex flex-col gap-1 rounded-lg border border-border bg-muted/40 p-4">
          <h2 className="text-sm font-medium text-muted-foreground">
            <Trans id="entry.thingsToRemember">Things to remember</Trans>
          </h2>
          <p className="leading-relaxed whitespace-pre-line">{entry.things_to_remember}</p>
        </section>
      )}
    </article>
  );
}

/** An entry placed by its pin alone (no address): where the pin is, linked to a maps search for it. */
function PinnedPosition({ entry }: { entry: Entry }) {
  const { restaurant_latitude: lat, restaurant_longitude: lng } = entry;
  if (lat === null || lng === null) return null;
  // Five decimals are a metre; a dot, not the language's decimal comma, keeps "lat, lng" readable.
  const position = `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
  return (
    <>
      <dt className="flex items-center gap-2 font-medium text-muted-foreground">
        <MapPin className="size-4" aria-hidden />
        <Trans id="entry.pinnedLocation">Location</Trans>
      </dt>
      <dd>
        <a
          href={mapsSearchUrl(position)}
          target="_blank"
          rel="noreferrer noopener"
          className="text-primary underline-offset-4 hover:underline"
        >
          {position}
        </a>
      </dd>
    </>
  );
}
