import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { Page } from "../features/shell/page";

export const Route = createFileRoute("/auth-action")({
  component: AuthActionPage,
});

function AuthActionPage() {
  const { t } = useLingui();
  return <Page title={t({ id: "authAction.title", message: "Account action" })} />;
}
