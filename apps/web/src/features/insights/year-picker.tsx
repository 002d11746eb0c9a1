import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";

/** The year to show, among the years with visits (and the one shown), or all time. */
export function YearPicker({
  years,
  value,
  onChange,
}: {
  years: number[];
  value: number | undefined;
  onChange: (year: number | "all") => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const choices = [...new Set(value === undefined ? years : [value, ...years])].sort((a, b) => b - a);
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>{t({ id: "insights.year", message: "Year" })}</Label>
      <Select
        id={id}
        className="w-36"
        value={value === undefined ? "all" : String(value)}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(chosen === "all" ? "all" : Number(chosen));
        }}
      >
        {choices.map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
        <option value="all">{t({ id: "insights.allTime", message: "All time" })}</option>
      </Select>
    </div>
  );
}
