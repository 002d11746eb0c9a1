import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";

import { BrowsePage } from "../../features/entries/browse-page";

export const Route = createFileRoute("/_app/browse")({
  validateSearch: z.object({
    letter: z
      .string()
      .regex(/^[a-z]$/)
      .optional()
      .catch(undefined),
  }),
  component: BrowseRoute,
});

function BrowseRoute() {
  const { letter } = Route.useSearch();
  return <BrowsePage letter={letter} />;
}
