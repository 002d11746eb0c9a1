import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { Page } from "../../features/shell/page";

export const Route = createFileRoute("/_app/entry/$id")({
  component: EntryPage,
});

function EntryPage() {
  const { t } = useLingui();
  return <Page title={t({ id: "entry.title", message: "Entry" })} />;
}
