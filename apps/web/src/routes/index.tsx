import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { Page } from "../features/shell/page";

export const Route = createFileRoute("/")({
  component: LandingPage,
});

function LandingPage() {
  const { t } = useLingui();
  return (
    <Page title={t({ id: "app.name", message: "Bitelog" })}>
      <p className="text-lg text-stone-700">
        <Trans id="landing.tagline">Your personal restaurant and food journal.</Trans>
      </p>
    </Page>
  );
}
