import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { Page } from "../../features/shell/page";

export const Route = createFileRoute("/_public/terms")({
  component: TermsPage,
});

function TermsPage() {
  const { t } = useLingui();
  return <Page title={t({ id: "terms.title", message: "Terms of Service" })} />;
}
