import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { ChangePasswordCard } from "../../features/settings/change-password-card";
import { DeleteAccountCard } from "../../features/settings/delete-account-card";
import { Page } from "../../features/shell/page";

export const Route = createFileRoute("/_app/settings")({
  component: SettingsPage,
});

function SettingsPage() {
  const { t } = useLingui();
  return (
    <Page title={t({ id: "settings.title", message: "Settings" })}>
      <div className="flex max-w-3xl flex-col gap-6">
        <ChangePasswordCard />
        <DeleteAccountCard />
      </div>
    </Page>
  );
}
