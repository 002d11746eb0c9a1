import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useMemo } from "react";

import { matchPlaces } from "./arrange-places";
import { PlaceSummary } from "./place-summary";
import { usePlacesToTry } from "./use-places-to-try";

/**
 * The search's places to try (issue 33), in their own section: the list is small and already on
 * the device, so it is filtered here rather than searched on the server. Nothing when none match.
 */
export function MatchingPlaces({ term }: { term: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const places = usePlacesToTry();
  const found = useMemo(() => matchPlaces(places.data?.places ?? [], term), [places.data, term]);
  if (found.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {t({
          id: "search.placesToTry",
          message: plural(found.length, { one: "# place to try", other: "# places to try" }),
        })}
      </h2>
      <ul className="flex flex-col gap-2">
        {found.map((place) => (
          <li key={place.id}>
            <PlaceSummary place={place} layout="row" heading="h3" distance={null} />
          </li>
        ))}
      </ul>
    </section>
  );
}
