import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

import type { EntryLocation } from "./entry-locations";
import { formatVisitDate } from "../journal/format";

interface EntryPopupContentProps {
  location: EntryLocation;
  /** The open map's popup has no header of its own, so the name is its heading. */
  withName?: boolean;
}

/** What a chosen marker tells: the restaurant, the visit's date, the rating and a link to the entry. */
export function EntryPopupContent({ location, withName = false }: EntryPopupContentProps) {
  const { t, i18n } = useLingui();
  const { rating } = location;
  return (
    <div className="flex flex-col gap-1.5 pb-1 text-sm">
      {withName && <h2 className="pr-6 text-base font-semibold">{location.name}</h2>}
      <p>
        <time dateTime={location.visitDate}>
          {formatVisitDate(location.visitDate, i18n.locale, "medium")}
        </time>
      </p>
      <p>
        {rating === null
          ? t({ id: "map.notRated", message: "Not rated" })
          : t({ id: "map.rating", message: `Rating: ${rating}/5` })}
      </p>
      {location.precision === "approximate" && (
        <p className="text-muted-foreground">
          {t({ id: "map.approximateNote", message: "Approximate location: placed at its city." })}
        </p>
      )}
      <Link
        to="/entry/$id"
        params={{ id: location.id }}
        className="font-medium underline underline-offset-4 hover:no-underline"
      >
        {t({ id: "map.viewEntry", message: "View entry" })}
      </Link>
    </div>
  );
}
