import { Trans, useLingui } from "@lingui/react/macro";

import type { YearInsights } from "./use-insights";
import { FigureTable } from "./figure-table";
import { InsightSection } from "./insight-section";
import { formatCount } from "./insights-format";

/** The dishes marked "would get again", the most repeated first. */
export function DishesSection({ insights }: { insights: YearInsights }) {
  const { t, i18n } = useLingui();
  const title = t({ id: "insights.dishes.title", message: "Dishes you'd get again" });
  return (
    <InsightSection title={title}>
      {insights.dishes_again.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans id="insights.dishes.none">No dish marked "would get again" yet.</Trans>
        </p>
      ) : (
        <FigureTable
          caption={title}
          columns={[
            t({ id: "insights.dishes.dish", message: "Dish" }),
            t({ id: "insights.dishes.times", message: "Times" }),
          ]}
          rows={insights.dishes_again.map(({ dish, times }) => ({
            key: dish,
            label: dish,
            value: formatCount(times, i18n.locale),
          }))}
        />
      )}
    </InsightSection>
  );
}
