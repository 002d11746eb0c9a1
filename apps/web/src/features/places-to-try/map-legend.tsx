import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

import { Label } from "../../components/ui/label";
import { Switch } from "../../components/ui/switch";
import { PLACE_PIN_CLASS } from "./open-place-markers";

/** What the map's pins mean (on either provider), and the switch that shows or hides the places to try. */
export function PlacesMapLegend({
  shown,
  onShownChange,
}: {
  shown: boolean;
  onShownChange: (shown: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
      <ul
        aria-label={t({ id: "map.legend", message: "Legend" })}
        className="flex flex-wrap items-center gap-x-4 gap-y-2"
      >
        <li className="flex items-center gap-2">
          <span aria-hidden className="size-4 rounded-full border-2 border-white bg-primary shadow-sm" />
          {t({ id: "map.legendVisit", message: "Visit" })}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className={`${PLACE_PIN_CLASS} !size-4`} />
          {t({ id: "map.legendPlaceToTry", message: "Place to try" })}
        </li>
      </ul>
      <div className="flex items-center gap-2">
        <Switch id={id} checked={shown} onCheckedChange={onShownChange} />
        <Label htmlFor={id}>{t({ id: "map.showPlacesToTry", message: "Show places to try" })}</Label>
      </div>
    </div>
  );
}
