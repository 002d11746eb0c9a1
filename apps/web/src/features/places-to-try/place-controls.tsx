import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

import type { PlaceArrangement, PlaceSort } from "./arrange-places";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { PLACE_SORTS } from "./arrange-places";

/** The order and the list shown, as native selects like the journal's controls. */
export function PlaceControls({
  value,
  lists,
  onChange,
}: {
  value: PlaceArrangement;
  lists: readonly string[];
  onChange: (next: PlaceArrangement) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const sortLabels: Record<PlaceSort, string> = {
    added: t({ id: "placesToTry.sortAdded", message: "Date added (newest first)" }),
    name: t({ id: "placesToTry.sortName", message: "Name (A–Z)" }),
    distance: t({ id: "placesToTry.sortDistance", message: "Distance from you" }),
  };
  return (
    <div
      role="group"
      aria-label={t({ id: "placesToTry.arrange", message: "Sort and filter" })}
      className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-3"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-sort`}>{t({ id: "placesToTry.sortBy", message: "Sort by" })}</Label>
        <Select
          id={`${id}-sort`}
          value={value.sort ?? "added"}
          onChange={(event) =>
            onChange({ ...value, sort: PLACE_SORTS.find((sort) => sort === event.target.value) })
          }
        >
          {PLACE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </Select>
      </div>
      {lists.length > 0 && (
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-list`}>{t({ id: "placesToTry.filterList", message: "List" })}</Label>
          <Select
            id={`${id}-list`}
            value={value.list ?? ""}
            onChange={(event) =>
              onChange({ ...value, list: lists.find((list) => list === event.target.value) })
            }
          >
            <option value="">{t({ id: "placesToTry.allLists", message: "All lists" })}</option>
            {lists.map((list) => (
              <option key={list} value={list}>
                {list}
              </option>
            ))}
          </Select>
        </div>
      )}
    </div>
  );
}
