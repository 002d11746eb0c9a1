import { useLingui } from "@lingui/react/macro";

import type { YearInsights } from "./use-insights";
import { InsightsBarChart } from "./bar-chart";
import { FigureTable } from "./figure-table";
import { InsightSection } from "./insight-section";
import { formatCount, monthName } from "./insights-format";

/** A year's twelve months, zero where there was no visit; all time: the months the answer has. */
export function monthsOf(byMonth: YearInsights["by_month"], year: number | undefined) {
  if (year === undefined) return byMonth;
  const visits = new Map(byMonth.map((month) => [month.month, month.visits]));
  return Array.from({ length: 12 }, (_, index) => {
    const month = `${String(year)}-${String(index + 1).padStart(2, "0")}`;
    return { month, visits: visits.get(month) ?? 0 };
  });
}

/** Visits per month: a chart and its table. */
export function MonthsSection({ insights, year }: { insights: YearInsights; year: number | undefined }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const months = monthsOf(insights.by_month, year);
  // All time spans years: a month is named with its year.
  const label = (month: string, style: "long" | "short") =>
    year === undefined
      ? `${monthName(month, locale, style)} ${month.slice(0, 4)}`
      : monthName(month, locale, style);
  return (
    <InsightSection title={t({ id: "insights.months.title", message: "Visits per month" })}>
      <InsightsBarChart
        name="months"
        format={(value) => formatCount(value, locale)}
        bars={months.map(({ month, visits }) => ({
          key: month,
          label: label(month, "short"),
          value: visits,
        }))}
      />
      <FigureTable
        figures="months"
        caption={t({ id: "insights.months.title", message: "Visits per month" })}
        columns={[
          t({ id: "insights.months.month", message: "Month" }),
          t({ id: "insights.visits", message: "Visits" }),
        ]}
        rows={months.map(({ month, visits }) => ({
          key: month,
          label: label(month, "long"),
          value: formatCount(visits, locale),
        }))}
      />
    </InsightSection>
  );
}
