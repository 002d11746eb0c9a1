import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";

import { MembershipCard } from "../../features/membership/membership-card";
import { usePaymentReturn } from "../../features/membership/use-payment-return";
import { ChangePasswordCard } from "../../features/settings/change-password-card";
import { DeleteAccountCard } from "../../features/settings/delete-account-card";
import { GeneralCard } from "../../features/settings/general-card";
import { LanguageCard } from "../../features/settings/language-card";
import { BackToDashboard } from "../../features/shell/back-to-dashboard";
import { Page } from "../../features/shell/page";

/** Where Stripe Checkout sends the browser back (spec §2); anything else in the address is dropped. */
const searchSchema = z.object({
  payment: z.enum(["success", "cancelled"]).optional().catch(undefined),
  session_id: z.string().optional().catch(undefined),
});

export const Route = createFileRoute("/_app/settings")({
  validateSearch: searchSchema,
  component: SettingsPage,
});

/** Spec §2: the settings screen; the cards follow the spec's order, the membership card after Language. */
function SettingsPage() {
  const { t } = useLingui();
  usePaymentReturn(Route.useSearch());
  return (
    <Page
      title={t({ id: "settings.title", message: "Settings" })}
      before={
        // Phones have no sidebar on screen, so the way back is offered here (hidden from 1024 px).
        <BackToDashboard className="lg:hidden" />
      }
    >
      <div className="flex max-w-3xl flex-col gap-6">
        <GeneralCard />
        <LanguageCard />
        <MembershipCard />
        <ChangePasswordCard />
        <DeleteAccountCard />
      </div>
    </Page>
  );
}
