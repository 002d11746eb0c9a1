import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

import type { YearInsights } from "./use-insights";
import { busiestWeekdays, formatCount, formatRating, weekdayName } from "./insights-format";

/** The year at a glance: counts, average rating, busiest weekday and longest streak. */
export function HeadlineFigures({ insights }: { insights: YearInsights }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const count = (value: number) => formatCount(value, locale);
  const busiest = busiestWeekdays(insights.weekdays);
  const weeks = insights.longest_streak_weeks;
  const figures = [
    { key: "visits", label: t({ id: "insights.visits", message: "Visits" }), value: count(insights.visits) },
    { key: "places", label: t({ id: "insights.places", message: "Places" }), value: count(insights.places) },
    {
      key: "new-places",
      label: t({ id: "insights.newPlaces", message: "New places" }),
      value: count(insights.new_places),
    },
    {
      key: "average-rating",
      label: t({ id: "insights.averageRating", message: "Average rating" }),
      value:
        insights.average_rating === null
          ? t({ id: "insights.noRating", message: "No ratings" })
          : `${formatRating(insights.average_rating, locale)}★`,
    },
    {
      key: "busiest-day",
      label: t({ id: "insights.busiestDay", message: "Busiest day" }),
      value: busiest.map((weekday) => weekdayName(weekday, locale)).join(", ") || "—",
    },
    {
      key: "streak",
      label: t({ id: "insights.longestStreak", message: "Longest streak" }),
      value: t({
        id: "insights.streakWeeks",
        message: plural(weeks, { one: "# week", other: "# weeks" }),
      }),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(({ key, label, value }) => (
        <div key={key} data-figure={key} className="rounded-xl border border-border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 font-display text-2xl font-semibold wrap-anywhere tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
