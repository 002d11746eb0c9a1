import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { Page } from "../../features/shell/page";

export const Route = createFileRoute("/_app/browse")({
  component: BrowsePage,
});

function BrowsePage() {
  const { t } = useLingui();
  return <Page title={t({ id: "browse.title", message: "Browse your recalls" })} />;
}
