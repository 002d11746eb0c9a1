import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { Page } from "../../../features/shell/page";

export const Route = createFileRoute("/__/auth/handler")({
  component: AuthHandlerPage,
});

function AuthHandlerPage() {
  const { t } = useLingui();
  return <Page title={t({ id: "authHandler.title", message: "Signing you in..." })} />;
}
