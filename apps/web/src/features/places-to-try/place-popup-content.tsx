import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

import type { PlacePin } from "./place-pins";
import { wentSearch } from "./went-search";

/** What a place to try's pin tells: its name and note, "I went", and the list. */
export function PlacePopupContent({ pin }: { pin: PlacePin }) {
  const { place } = pin;
  const link = "font-medium underline underline-offset-4 hover:no-underline";
  return (
    <div className="flex flex-col gap-1.5 pb-1 text-sm">
      <h2 className="pr-6 text-base font-semibold">{pin.name}</h2>
      <p className="text-muted-foreground">
        <Trans id="map.placeToTry">Place to try</Trans>
      </p>
      {place.restaurant_address && <p>{place.restaurant_address}</p>}
      {place.note && <p className="line-clamp-3">{place.note}</p>}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <Link to="/new" search={wentSearch(place)} className={link}>
          <Trans id="placesToTry.went">I went</Trans>
        </Link>
        <Link to="/to-try" className={link}>
          <Trans id="map.viewPlacesToTry">View places to try</Trans>
        </Link>
      </div>
    </div>
  );
}
