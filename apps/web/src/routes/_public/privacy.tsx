import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { Page } from "../../features/shell/page";

export const Route = createFileRoute("/_public/privacy")({
  component: PrivacyPage,
});

function PrivacyPage() {
  const { t } = useLingui();
  return <Page title={t({ id: "privacy.title", message: "Privacy Notice" })} />;
}
