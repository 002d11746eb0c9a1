import { createFileRoute } from "@tanstack/react-router";

import { PLACE_TEXT_LIMITS } from "@bitelog/config";

import { AddPlacePage } from "../../features/places-to-try/add-place-page";
import { text } from "../../lib/search-params";

interface Shared {
  title?: string;
  text?: string;
  url?: string;
}

/**
 * "Add a place to try"; the installed app's share target opens it with what was shared (the web
 * manifest's share_target: title, text and url).
 */
export const Route = createFileRoute("/_app/to-try/add")({
  validateSearch: (search: Record<string, unknown>): Shared => ({
    title: text(search.title, PLACE_TEXT_LIMITS.sourceUrl),
    text: text(search.text, PLACE_TEXT_LIMITS.sourceUrl),
    url: text(search.url, PLACE_TEXT_LIMITS.sourceUrl),
  }),
  component: AddPlaceRoute,
});

function AddPlaceRoute() {
  return <AddPlacePage shared={Route.useSearch()} />;
}
