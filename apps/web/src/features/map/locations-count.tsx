import { Plural, Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { MapPin } from "lucide-react";

import type { Entry } from "../journal/entry";

/**
 * docs/product.md §2: how many entries stand on the map, and which ones do not (saved without a position),
 * each a link to its page, where an address or a pin can be given.
 */
export function LocationsCount({ count, unplaced }: { count: number; unplaced: readonly Entry[] }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex items-center gap-2 font-medium text-muted-foreground">
        <MapPin aria-hidden="true" className="size-4 text-primary" />
        <Plural id="map.locationsCount" value={count} one="# location" other="# locations" />
      </p>
      {unplaced.length > 0 && (
        <details className="text-muted-foreground">
          <summary className="cursor-pointer underline-offset-4 hover:underline">
            <Plural
              id="map.unplacedCount"
              value={unplaced.length}
              one="# entry has no position and is not on the map"
              other="# entries have no position and are not on the map"
            />
          </summary>
          <p className="mt-1">
            <Trans id="map.unplacedHint">Give them an address or a pin on their page:</Trans>
          </p>
          <ul className="mt-1 flex flex-col gap-1 ps-5">
            {unplaced.map((entry) => (
              <li key={entry.id} className="list-disc">
                <Link
                  to="/entry/$id"
                  params={{ id: entry.id }}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {entry.restaurant_name}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
