import { createFileRoute } from "@tanstack/react-router";

import { NewEntryPage } from "../../features/entries/new-entry-page";

export const Route = createFileRoute("/_app/new")({
  component: NewEntryPage,
});
