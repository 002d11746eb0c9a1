import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

import { RATING_MAX } from "@bitelog/config";

import type { JournalArrangement, JournalSort } from "../journal/journal-arrangement";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { JOURNAL_SORTS } from "../journal/journal-arrangement";

/** The dashboard's order and filters, as native controls (keyboard and phones handle them well). */
export function JournalControls({
  value,
  onChange,
}: {
  value: JournalArrangement;
  onChange: (next: JournalArrangement) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const sortLabels: Record<JournalSort, string> = {
    name: t({ id: "dashboard.sortName", message: "Name (A–Z)" }),
    date: t({ id: "dashboard.sortDate", message: "Visit date (newest first)" }),
    rating: t({ id: "dashboard.sortRating", message: "Rating (highest first)" }),
  };
  const ratings = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

  return (
    <div
      role="group"
      aria-label={t({ id: "dashboard.arrange", message: "Sort and filter" })}
      className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-3"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-sort`}>{t({ id: "dashboard.sortBy", message: "Sort by" })}</Label>
        <Select
          id={`${id}-sort`}
          value={value.sort ?? "name"}
          onChange={(event) => {
            const sort = JOURNAL_SORTS.find((candidate) => candidate === event.target.value);
            onChange({ ...value, sort });
          }}
        >
          {JOURNAL_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-rating`}>{t({ id: "dashboard.filterRating", message: "Rating" })}</Label>
        <Select
          id={`${id}-rating`}
          value={String(value.rating ?? "")}
          onChange={(event) => {
            const rating = ratings.find((candidate) => String(candidate) === event.target.value);
            onChange({ ...value, rating });
          }}
        >
          <option value="">{t({ id: "dashboard.anyRating", message: "Any rating" })}</option>
          {ratings.map((rating) => (
            <option key={rating} value={rating}>
              {t({
                id: "dashboard.ratingAtLeast",
                message: plural(rating, { one: "# star or more", other: "# stars or more" }),
              })}
            </option>
          ))}
        </Select>
      </div>
      <FilterCheckbox
        id={`${id}-photos`}
        label={t({ id: "dashboard.withPhotos", message: "With photos" })}
        checked={value.photos === true}
        onChange={(photos) => onChange({ ...value, photos })}
      />
      <FilterCheckbox
        id={`${id}-again`}
        label={t({ id: "dashboard.wouldGetAgain", message: "Would get again" })}
        checked={value.again === true}
        onChange={(again) => onChange({ ...value, again })}
      />
    </div>
  );
}

/** A filter that is on or off; off is absent from the arrangement (and the URL). */
function FilterCheckbox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (on: true | undefined) => void;
}) {
  return (
    <div className="flex h-10 items-center gap-2">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(state) => onChange(state === true || undefined)}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
