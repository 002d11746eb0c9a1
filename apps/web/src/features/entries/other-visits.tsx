import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarPlus } from "lucide-react";

import type { Entry } from "../journal/entry";
import { Button } from "../../components/ui/button";
import { formatVisitDate } from "../journal/format";
import { repeatVisitOf } from "../journal/repeat-visit";
import { otherVisits } from "../journal/same-place";
import { useJournalList } from "../outbox/use-outbox";
import { RatingStars } from "./rating-stars";

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
  const journal = useJournalList();
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
              <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                <time dateTime={visit.visit_date} className="font-medium">
                  {formatVisitDate(visit.visit_date, i18n.locale)}
                </time>
                {/* The name as written that time, when it was written otherwise. */}
                {visit.restaurant_name !== entry.restaurant_name && (
                  <span className="text-sm break-words text-muted-foreground">{visit.restaurant_name}</span>
                )}
              </span>
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
