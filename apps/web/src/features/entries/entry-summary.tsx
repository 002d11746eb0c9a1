import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Repeat, UtensilsCrossed } from "lucide-react";
import { memo } from "react";

import type { Entry } from "../journal/entry";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { formatVisitDate } from "../journal/format";
import { localityOf } from "../journal/locality";
import { SyncBadge } from "../outbox/sync-badge";
import { AuthedImage } from "../photos/authed-image";
import { SharedBadge } from "../sharing/shared-badge";
import { RatingStars } from "./rating-stars";

export type EntryLayout = "card" | "row";
type Heading = "h2" | "h3";

interface EntrySummaryProps {
  entry: Entry;
  layout: EntryLayout;
  /** Where the list stands under the page's h1 (h2), or under a section's h2 (h3). */
  heading?: Heading;
  /** Visits to the entry's place in the whole journal (this one included), when known. */
  visits?: number;
  /** The first of a list: its photo is likely the screen's largest picture, loaded first. */
  first?: boolean;
}

/** "3 visits" on an entry whose place has several. */
function VisitsBadge({ visits }: { visits: number | undefined }) {
  const { t } = useLingui();
  if (!visits || visits < 2) return null;
  return (
    <Badge variant="secondary">
      <Repeat aria-hidden />
      {t({ id: "entries.visits", message: plural(visits, { one: "# visit", other: "# visits" }) })}
    </Badge>
  );
}

/** The photo's thumbnail at the size shown, or a quiet mark where there is none. */
function Thumbnail({
  entry,
  className,
  iconClassName,
  first,
}: {
  entry: Entry;
  className: string;
  iconClassName: string;
  first: boolean;
}) {
  return (
    <div className={cn("shrink-0 overflow-hidden bg-muted", className)}>
      {entry.thumbnail_url ? (
        <AuthedImage
          url={entry.thumbnail_url}
          priority={first}
          alt=""
          className="size-full transition-transform group-hover:scale-105"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground/50">
          <UtensilsCrossed className={iconClassName} aria-hidden />
        </div>
      )}
    </div>
  );
}

/** A card's last line: what was had ("Had: …"), which tells visits apart best, else the comment. */
function GistLine({ entry }: { entry: Entry }) {
  const className = "mt-1 line-clamp-1 text-sm text-muted-foreground";
  if (entry.what_you_had) {
    return (
      <p className={className}>
        <Trans id="entry.had">Had: {entry.what_you_had}</Trans>
      </p>
    );
  }
  return entry.comment ? <p className={className}>{entry.comment}</p> : null;
}

/**
 * One entry in a list, linked to it: what tells a visit apart at a glance (photo, name, town, date,
 * rating, what was had or else the start of the comment). A card: a photo above, or a slim band where there is none. A
 * row: a thumbnail beside, the rest in columns from a tablet's width on, stacked on a phone.
 * Rendered again only when its own props change: a long list re-renders as it is measured and
 * scrolled, and its entries' objects stay the same until they change.
 */
export const EntrySummary = memo(function EntrySummary({
  entry,
  layout,
  heading: Heading = "h2",
  visits,
  first = false,
}: EntrySummaryProps) {
  const { i18n } = useLingui();
  const locality = localityOf(entry.restaurant_address);
  const date = (
    <time dateTime={entry.visit_date} className="whitespace-nowrap">
      {formatVisitDate(entry.visit_date, i18n.locale, "medium")}
    </time>
  );
  const badges = (
    <>
      <VisitsBadge visits={visits} />
      <SharedBadge entryId={entry.id} />
      <SyncBadge entryId={entry.id} />
    </>
  );
  const linkClass =
    "group flex h-full overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

  if (layout === "row") {
    return (
      <Link to="/entry/$id" params={{ id: entry.id }} className={cn(linkClass, "items-center gap-3 p-2")}>
        <Thumbnail entry={entry} className="size-14 rounded-lg" iconClassName="size-5" first={first} />
        <div className="grid min-w-0 flex-1 grid-cols-1 items-center gap-x-4 gap-y-0.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_7rem]">
          {/* Badges wrap under a name they would leave no room for (long ones, in German, on a phone). */}
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <Heading className="max-w-full truncate font-semibold group-hover:underline">
              {entry.restaurant_name}
            </Heading>
            {badges}
          </div>
          <p className="truncate text-sm text-muted-foreground">
            {locality && (
              <>
                <span>{locality}</span>
                <span aria-hidden className="sm:hidden">
                  {" · "}
                </span>
              </>
            )}
            <span className="sm:hidden">{date}</span>
          </p>
          <p className="hidden text-end text-sm text-muted-foreground sm:block">{date}</p>
        </div>
        {/* A column of its own, kept when empty, so that rows line up. */}
        <div className="flex shrink-0 justify-end pe-1 sm:w-24">
          <RatingStars rating={entry.rating} compact />
        </div>
      </Link>
    );
  }

  return (
    <Link to="/entry/$id" params={{ id: entry.id }} className={cn(linkClass, "flex-col")}>
      {entry.thumbnail_url ? (
        <Thumbnail entry={entry} className="aspect-[16/9] w-full" iconClassName="size-8" first={first} />
      ) : (
        // A slim band, which grows to the height a photo card beside it gives the row: the texts
        // of the row then line up at the bottom, with no empty space under the shorter one.
        <Thumbnail entry={entry} className="min-h-12 w-full flex-1" iconClassName="size-5" first={first} />
      )}
      <div className={cn("flex min-w-0 flex-col gap-1 p-4", entry.thumbnail_url && "flex-1")}>
        <Heading className="truncate font-semibold group-hover:underline">{entry.restaurant_name}</Heading>
        <p className="truncate text-sm text-muted-foreground">
          {locality && <>{locality} · </>}
          {date}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <RatingStars rating={entry.rating} />
          {badges}
        </div>
        <GistLine entry={entry} />
      </div>
    </Link>
  );
});

interface EntryListProps extends Omit<EntrySummaryProps, "entry" | "first"> {
  entries: readonly Entry[];
}

/** A few entries as a card grid (1, 2 or 3 columns by width) or as a list, all rendered. */
export function EntryList({ entries, layout, heading }: EntryListProps) {
  return (
    <ul
      className={cn(
        layout === "card" ? "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-2",
      )}
    >
      {entries.map((entry, index) => (
        <li key={entry.id}>
          <EntrySummary entry={entry} layout={layout} heading={heading} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
