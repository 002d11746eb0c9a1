import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarPlus } from "lucide-react";

import type { Entry } from "./entry-summary";
import type { RepeatVisit } from "./repeat-visit";
import { Button } from "../../components/ui/button";
import { trpc } from "../../lib/trpc";
import { formatVisitDate } from "./format";
import { RatingStars } from "./rating-stars";
import { otherVisits } from "./same-place";

/**
 * The place of an entry, to log another visit to it. Coordinates only when they were exact: an
 * approximate location is the server's guess from the address, which it makes again for the new entry.
 */
export function repeatVisitOf(entry: Entry): RepeatVisit {
  const exact =
    entry.location_precision === "exact" &&
    entry.restaurant_latitude !== null &&
    entry.restaurant_longitude !== null;
  return {
    name: entry.restaurant_name,
    ...(entry.restaurant_address && { address: entry.restaurant_address }),
    ...(exact && {
      lat: entry.restaurant_latitude ?? undefined,
      lng: entry.restaurant_longitude ?? undefined,
    }),
  };
}

/** "Log another visit": /new with this entry's place filled in, and the rest empty. */
export function LogAnotherVisit({ entry }: { entry: Entry }) {
  return (
    <Button asChild variant="outline">
      <Link to="/new" search={repeatVisitOf(entry)}>
        <CalendarPlus aria-hidden />
        <Trans id="entry.logAnotherVisit">Log another visit</Trans>
      </Link>
    </Button>
  );
}

/**
 * The other visits to the entry's place in the journal, newest first, each linked; nothing while
 * the journal loads or when this is the only visit.
 */
export function OtherVisits({ entry }: { entry: Entry }) {
  const { i18n } = useLingui();
  const journal = useQuery(trpc.entries.list.queryOptions());
  const visits = journal.data ? otherVisits(entry, journal.data) : [];
  if (visits.length === 0) return null;
  return (
    <section aria-labelledby="other-visits" className="flex max-w-3xl flex-col gap-3">
      <h2 id="other-visits" className="text-lg font-semibold">
        <Trans id="entry.otherVisits">Other visits to this place</Trans>
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
        {visits.map((visit) => (
          <li key={visit.id}>
            <Link
              to="/entry/$id"
              params={{ id: visit.id }}
              className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <time dateTime={visit.visit_date} className="font-medium">
                {formatVisitDate(visit.visit_date, i18n.locale)}
              </time>
              {visit.rating === null ? (
                <span className="text-sm text-muted-foreground">
                  <Trans id="entry.notRated">Not rated</Trans>
                </span>
              ) : (
                <RatingStars rating={visit.rating} />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
