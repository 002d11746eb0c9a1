import "./insights.css";

import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ChartColumn } from "lucide-react";

import type { YearInsights } from "./use-insights";
import type { YearCardText } from "./year-card";
import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Page } from "../shell/page";
import { DishesSection } from "./dishes-section";
import { HeadlineFigures } from "./headline-figures";
import { formatCount, formatRating } from "./insights-format";
import { chosenYear } from "./insights-search";
import { InsightsSkeleton } from "./insights-skeleton";
import { MonthsSection } from "./months-section";
import { PlacesSection } from "./places-section";
import { RatingsSection } from "./ratings-section";
import { TopPlacesSection } from "./top-places-section";
import { useYearInsights } from "./use-insights";
import { YearCardActions } from "./year-card-actions";
import { YearPicker } from "./year-picker";

const route = getRouteApi("/_app/insights");

/** Issue 35: the person's year in food (or all time) in figures, charts, a map and a card to share. */
export function InsightsPage() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const year = chosenYear(search);
  const insights = useYearInsights(year);
  const data = insights.data;
  const period = year === undefined ? t({ id: "insights.allTime", message: "All time" }) : String(year);

  const cardText = (figures: YearInsights): YearCardText => {
    const weeks = figures.longest_streak_weeks;
    return {
      title: period,
      figures: [
        {
          label: t({ id: "insights.visits", message: "Visits" }),
          value: formatCount(figures.visits, i18n.locale),
        },
        {
          label: t({ id: "insights.places", message: "Places" }),
          value: formatCount(figures.places, i18n.locale),
        },
        {
          label: t({ id: "insights.newPlaces", message: "New places" }),
          value: formatCount(figures.new_places, i18n.locale),
        },
        {
          label: t({ id: "insights.averageRating", message: "Average rating" }),
          value:
            figures.average_rating === null ? "—" : `${formatRating(figures.average_rating, i18n.locale)}★`,
        },
        {
          label: t({ id: "insights.longestStreak", message: "Longest streak" }),
          value: t({
            id: "insights.streakWeeks",
            message: plural(weeks, { one: "# week", other: "# weeks" }),
          }),
        },
        {
          label: t({ id: "insights.places.countries", message: "Countries" }),
          value: formatCount(figures.countries.length, i18n.locale),
        },
      ],
    };
  };

  return (
    <Page
      title={t({ id: "insights.title", message: "Insights" })}
      actions={
        <div data-print-hidden className="flex flex-wrap items-center gap-2">
          <YearPicker
            years={data?.years ?? []}
            value={year}
            onChange={(chosen) => void navigate({ search: { year: chosen } })}
          />
          {data && data.visits > 0 && (
            <YearCardActions
              text={cardText(data)}
              fileName={`bitelog-${year === undefined ? "all-time" : String(year)}.png`}
            />
          )}
        </div>
      }
    >
      <div data-insights className="flex flex-col gap-4">
        {insights.isPending && <InsightsSkeleton />}
        {insights.isError && (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
              <Trans id="insights.error">Your insights could not be loaded. Please try again.</Trans>
              <Button
                size="sm"
                variant="outline"
                loading={insights.isFetching}
                onClick={() => void insights.refetch()}
              >
                <Trans id="common.tryAgain">Try again</Trans>
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {data?.visits === 0 && (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-6 py-16 text-center">
            <ChartColumn className="size-12 text-primary" aria-hidden />
            <h2 className="text-xl font-semibold">
              {year === undefined
                ? t({ id: "insights.emptyAllTime", message: "No visits yet" })
                : t({ id: "insights.emptyYear", message: `No visits in ${period}` })}
            </h2>
            <p className="max-w-md text-muted-foreground">
              <Trans id="insights.emptyText">Your figures and charts appear here once you log a visit.</Trans>
            </p>
            <Button asChild>
              <Link to="/new">
                <Trans id="dashboard.addEntry">Add entry</Trans>
              </Link>
            </Button>
          </div>
        )}
        {data && data.visits > 0 && (
          <>
            <HeadlineFigures insights={data} />
            <div className="grid gap-4 md:grid-cols-2">
              <MonthsSection insights={data} year={year} />
              <RatingsSection insights={data} />
              <TopPlacesSection insights={data} />
              <DishesSection insights={data} />
              <PlacesSection insights={data} />
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
