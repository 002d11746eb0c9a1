import { createFileRoute } from "@tanstack/react-router";

import { MapPage } from "../../features/map/map-page";

// No loader prefetching the entries: loaders also run behind the Terms modal, where the API refuses
// the call with a 403 that the client takes for an authentication failure (and logs out).
export const Route = createFileRoute("/_app/map")({
  component: MapPage,
});
