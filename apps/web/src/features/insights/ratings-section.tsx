import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

import type { YearInsights } from "./use-insights";
import { InsightsBarChart } from "./bar-chart";
import { FigureTable } from "./figure-table";
import { InsightSection } from "./insight-section";
import { formatCount } from "./insights-format";

const STARS = ["1", "2", "3", "4", "5"] as const;

/** How the visits were rated: one to five stars and unrated, as a chart and a table. */
export function RatingsSection({ insights }: { insights: YearInsights }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const rows = [
    ...STARS.map((stars) => {
      const count = Number(stars);
      return {
        key: stars,
        short: `${formatCount(count, locale)}★`,
        long: t({
          id: "insights.ratings.stars",
          message: plural(count, { one: "# star", other: "# stars" }),
        }),
        visits: insights.ratings[stars],
      };
    }),
    {
      key: "none",
      short: t({ id: "insights.ratings.noneShort", message: "None" }),
      long: t({ id: "insights.ratings.none", message: "Unrated" }),
      visits: insights.ratings.none,
    },
  ];
  const title = t({ id: "insights.ratings.title", message: "Ratings" });
  return (
    <InsightSection title={title}>
      <InsightsBarChart
        name="ratings"
        format={(value) => formatCount(value, locale)}
        bars={rows.map(({ key, short, visits }) => ({ key, label: short, value: visits }))}
      />
      <FigureTable
        figures="ratings"
        caption={title}
        columns={[
          t({ id: "insights.ratings.rating", message: "Rating" }),
          t({ id: "insights.visits", message: "Visits" }),
        ]}
        rows={rows.map(({ key, long, visits }) => ({ key, label: long, value: formatCount(visits, locale) }))}
      />
    </InsightSection>
  );
}
