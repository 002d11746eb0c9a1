import { createFileRoute } from "@tanstack/react-router";

import { PlacesToTryPage } from "../../features/places-to-try/places-to-try-page";

export const Route = createFileRoute("/_app/to-try/")({
  // A failure is left to the page's own error and retry, not the router's error screen.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.allSettled([queryClient.query(trpc.placesToTry.list.queryOptions())]),
  component: PlacesToTryPage,
});
