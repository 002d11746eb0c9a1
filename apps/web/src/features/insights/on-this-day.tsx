import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarHeart } from "lucide-react";

import { formatVisitDate } from "../journal/format";
import { useOnThisDay } from "./use-insights";

/**
 * Issue 35 "On this day": the visits from this date in earlier years, linking to them. Shown only
 * when there are some; while loading or after a failure it stays out of the dashboard's way.
 */
export function OnThisDay() {
  const { t, i18n } = useLingui();
  const onThisDay = useOnThisDay();
  const entries = onThisDay.data?.entries ?? [];
  if (entries.length === 0) return null;
  const title = t({ id: "insights.onThisDay.title", message: "On this day" });
  return (
    <section aria-label={title} className="mb-6 rounded-xl border border-border bg-accent/60 p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        <CalendarHeart className="size-5 text-primary" aria-hidden />
        {title}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {entries.map((entry) => {
          const years = entry.years_ago;
          return (
            <li key={entry.id}>
              <Link
                to="/entry/$id"
                params={{ id: entry.id }}
                className="inline-flex flex-wrap items-baseline gap-x-2 rounded underline-offset-4 hover:underline"
              >
                <span className="font-medium wrap-anywhere">{entry.restaurant_name}</span>
                <span className="text-sm text-muted-foreground">
                  {t({
                    id: "insights.onThisDay.yearsAgo",
                    message: plural(years, { one: "# year ago", other: "# years ago" }),
                  })}
                  {" · "}
                  {formatVisitDate(entry.visit_date, i18n.locale, "medium")}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
