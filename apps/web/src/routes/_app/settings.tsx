import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";

import { Button } from "../../components/ui/button";
import { ChangePasswordCard } from "../../features/settings/change-password-card";
import { DeleteAccountCard } from "../../features/settings/delete-account-card";
import { GeneralCard } from "../../features/settings/general-card";
import { LanguageCard } from "../../features/settings/language-card";
import { Page } from "../../features/shell/page";

export const Route = createFileRoute("/_app/settings")({
  component: SettingsPage,
});

/** Spec §2: the settings screen; the cards follow the spec's order, the membership card after Language. */
function SettingsPage() {
  const { t } = useLingui();
  return (
    <Page
      title={t({ id: "settings.title", message: "Settings" })}
      before={
        // Phones have no sidebar on screen, so the way back is offered here (hidden from 1024 px).
        <Button asChild variant="ghost" size="sm" className="mb-4 -ml-3 lg:hidden">
          <Link to="/dashboard">
            <ArrowLeft />
            <Trans id="settings.back">Back to dashboard</Trans>
          </Link>
        </Button>
      }
    >
      <div className="flex max-w-3xl flex-col gap-6">
        <GeneralCard />
        <LanguageCard />
        <ChangePasswordCard />
        <DeleteAccountCard />
      </div>
    </Page>
  );
}
