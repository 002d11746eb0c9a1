import { createFileRoute } from "@tanstack/react-router";

import { ENTRY_TEXT_LIMITS, PLACE_TEXT_LIMITS } from "@bitelog/config";

import type { AddPlaceSearch } from "../../features/places-to-try/add-place-page";
import { AddPlacePage } from "../../features/places-to-try/add-place-page";
import { numberWithin, text } from "../../lib/search-params";

/**
 * "Add a place to try"; the installed app's share target opens it with what was shared (the web
 * manifest's share_target: title, text and url), and the new-entry form with the place of a visit
 * dated in the future (name, address, position and note).
 */
export const Route = createFileRoute("/_app/to-try/add")({
  validateSearch: (search: Record<string, unknown>): AddPlaceSearch => ({
    title: text(search.title, PLACE_TEXT_LIMITS.sourceUrl),
    text: text(search.text, PLACE_TEXT_LIMITS.sourceUrl),
    url: text(search.url, PLACE_TEXT_LIMITS.sourceUrl),
    name: text(search.name, ENTRY_TEXT_LIMITS.restaurantName),
    address: text(search.address, ENTRY_TEXT_LIMITS.restaurantAddress),
    lat: numberWithin(search.lat, -90, 90),
    lng: numberWithin(search.lng, -180, 180),
    note: text(search.note, PLACE_TEXT_LIMITS.note),
  }),
  component: AddPlaceRoute,
});

function AddPlaceRoute() {
  return <AddPlacePage search={Route.useSearch()} />;
}
