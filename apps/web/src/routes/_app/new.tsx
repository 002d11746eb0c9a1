import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { Page } from "../../features/shell/page";

export const Route = createFileRoute("/_app/new")({
  component: NewEntryPage,
});

function NewEntryPage() {
  const { t } = useLingui();
  return <Page title={t({ id: "newEntry.title", message: "New entry" })} />;
}
