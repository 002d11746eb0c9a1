import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { UtensilsCrossed } from "lucide-react";

import type { RouterOutputs } from "@bitelog/api";

import { cn } from "../../lib/cn";
import { AuthedImage } from "../photos/authed-image";
import { SharedBadge } from "../sharing/shared-badge";
import { formatVisitDate } from "./format";
import { RatingStars } from "./rating-stars";

export type Entry = RouterOutputs["entries"]["list"][number];

/**
 * One entry in a list: a card (thumbnail above) or a row (thumbnail beside), the same content
 * either way. The whole item links to the entry.
 */
interface EntryListProps {
  entries: readonly Entry[];
  layout: "card" | "row";
  /** Where the list stands under the page's h1 (h2), or under a section's h2 (h3). */
  heading?: "h2" | "h3";
}

export function EntrySummary({
  entry,
  layout,
  heading: Heading = "h2",
}: { entry: Entry } & Omit<EntryListProps, "entries">) {
  const { i18n } = useLingui();
  const card = layout === "card";
  return (
    <Link
      to="/entry/$id"
      params={{ id: entry.id }}
      className={cn(
        "group flex overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        card ? "flex-col" : "items-center gap-4 p-2",
      )}
    >
      <div
        className={cn(
          "shrink-0 overflow-hidden bg-muted",
          card ? "aspect-[4/3] w-full" : "size-16 rounded-lg",
        )}
      >
        {entry.thumbnail_url ? (
          <AuthedImage
            url={entry.thumbnail_url}
            alt=""
            className="size-full transition-transform group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground/60">
            <UtensilsCrossed className={card ? "size-10" : "size-6"} aria-hidden />
          </div>
        )}
      </div>
      <div className={cn("flex min-w-0 flex-col gap-1", card && "p-4")}>
        <Heading className="truncate font-semibold group-hover:underline">{entry.restaurant_name}</Heading>
        <p className="text-sm text-muted-foreground">
          <time dateTime={entry.visit_date}>{formatVisitDate(entry.visit_date, i18n.locale, "medium")}</time>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <RatingStars rating={entry.rating} />
          <SharedBadge entryId={entry.id} />
        </div>
      </div>
    </Link>
  );
}

/** Entries as a card grid (1, 2 or 3 columns by width) or as a list. */
export function EntryList({ entries, layout, heading }: EntryListProps) {
  return (
    <ul
      className={cn(
        layout === "card" ? "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-2",
      )}
    >
      {entries.map((entry) => (
        <li key={entry.id}>
          <EntrySummary entry={entry} layout={layout} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
