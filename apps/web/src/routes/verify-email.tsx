import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { Page } from "../features/shell/page";

export const Route = createFileRoute("/verify-email")({
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { t } = useLingui();
  return <Page title={t({ id: "verifyEmail.title", message: "Verify your email" })} />;
}
