import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";

import type { YearInsights } from "./use-insights";
import { FigureTable } from "./figure-table";
import { InsightSection } from "./insight-section";
import { countryName, formatCount } from "./insights-format";
import { WorldMap } from "./world-map";

/** Countries and cities visited: a world map shading the countries, and both as tables. */
export function PlacesSection({ insights }: { insights: YearInsights }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const visits = useMemo(
    () => new Map(insights.countries.map(({ country, visits }) => [country, visits])),
    [insights.countries],
  );
  const visitsColumn = t({ id: "insights.visits", message: "Visits" });
  return (
    <InsightSection
      title={t({ id: "insights.places.title", message: "Cities and countries" })}
      className="md:col-span-2"
    >
      <WorldMap visits={visits} />
      <div className="grid gap-6 sm:grid-cols-2">
        <FigureTable
          figures="countries"
          caption={t({ id: "insights.places.countries", message: "Countries" })}
          columns={[t({ id: "insights.places.country", message: "Country" }), visitsColumn]}
          rows={insights.countries.map(({ country, visits }) => ({
            key: country,
            label: countryName(country, locale),
            value: formatCount(visits, locale),
          }))}
        />
        <FigureTable
          caption={t({ id: "insights.places.cities", message: "Cities" })}
          columns={[t({ id: "insights.places.city", message: "City" }), visitsColumn]}
          rows={insights.cities.map(({ city, country, visits }) => ({
            key: `${city}\n${country}`,
            label: `${city}, ${countryName(country, locale)}`,
            value: formatCount(visits, locale),
          }))}
        />
      </div>
    </InsightSection>
  );
}
