import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Sparkles } from "lucide-react";

import type { YearInsights } from "./use-insights";
import { InsightSection } from "./insight-section";
import { formatRating } from "./insights-format";

/** The most visited places (then the best rated) and the best-rated place first visited this year. */
export function TopPlacesSection({ insights }: { insights: YearInsights }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const best = insights.best_new_place;
  return (
    <InsightSection title={t({ id: "insights.topPlaces.title", message: "Top places" })}>
      <ol className="flex flex-col gap-2">
        {insights.top_places.map((place, index) => {
          const visits = place.visits;
          return (
            <li
              key={`${place.restaurant_name}\n${place.restaurant_address ?? ""}`}
              className="flex items-baseline gap-3 border-b border-border pb-2 last:border-0"
            >
              <span className="w-5 shrink-0 text-right text-muted-foreground tabular-nums">{index + 1}</span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium wrap-anywhere">{place.restaurant_name}</span>
                {place.restaurant_address && (
                  <span className="block text-sm text-muted-foreground wrap-anywhere">
                    {place.restaurant_address}
                  </span>
                )}
              </span>
              <span className="shrink-0 text-right text-sm tabular-nums">
                {t({
                  id: "insights.visitCount",
                  message: plural(visits, { one: "# visit", other: "# visits" }),
                })}
                {place.average_rating !== null && (
                  <span className="block text-muted-foreground">{`${formatRating(place.average_rating, locale)}★`}</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {best && (
        <div className="rounded-lg bg-accent p-4 text-accent-foreground">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Sparkles className="size-4" aria-hidden />
            <Trans id="insights.bestNew">Best new discovery</Trans>
          </p>
          <Link
            to="/entry/$id"
            params={{ id: best.entry_id }}
            className="mt-1 block font-display text-lg font-semibold wrap-anywhere underline-offset-4 hover:underline"
          >
            {best.restaurant_name}
          </Link>
          <p className="text-sm">{`${formatRating(best.rating, locale)}★`}</p>
        </div>
      )}
    </InsightSection>
  );
}
