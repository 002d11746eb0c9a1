import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { Page } from "../../features/shell/page";

export const Route = createFileRoute("/_app/membership")({
  component: MembershipPage,
});

function MembershipPage() {
  const { t } = useLingui();
  return <Page title={t({ id: "membership.title", message: "Membership" })} />;
}
