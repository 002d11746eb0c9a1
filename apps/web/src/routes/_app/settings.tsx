import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { useSession } from "../../features/auth/use-session";
import { MembershipCard } from "../../features/membership/membership-card";
import { usePaymentReturn } from "../../features/membership/use-payment-return";
import { ChangePasswordCard } from "../../features/settings/change-password-card";
import { DeleteAccountCard } from "../../features/settings/delete-account-card";
import { GeneralCard } from "../../features/settings/general-card";
import { LanguageCard } from "../../features/settings/language-card";
import { BackToDashboard } from "../../features/shell/back-to-dashboard";
import { Page } from "../../features/shell/page";
import { ExportCard } from "../../features/transfer/export-card";
import { ImportCard } from "../../features/transfer/import-card";
import { LegacyJournalCard } from "../../features/transfer/legacy-journal-card";
import { oneOf, text } from "../../lib/search-params";

/**
 * Where Stripe Checkout sends the browser back (docs/product.md §2); anything else in the address is dropped.
 */
const PAYMENT_OUTCOMES = ["success", "cancelled"] as const;

function readSearch(search: Record<string, unknown>): {
  payment?: (typeof PAYMENT_OUTCOMES)[number];
  session_id?: string;
} {
  return { payment: oneOf(PAYMENT_OUTCOMES, search.payment), session_id: text(search.session_id) };
}

export const Route = createFileRoute("/_app/settings")({
  validateSearch: readSearch,
  // The membership card's figures.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.allSettled([
      queryClient.query(trpc.membership.info.queryOptions()),
      queryClient.query(trpc.membership.usage.queryOptions()),
    ]),
  component: SettingsPage,
});

/**
 * docs/product.md §2: the settings screen; the cards in the order it gives, the membership card after
 * Language.
 */
function SettingsPage() {
  const { t } = useLingui();
  usePaymentReturn(Route.useSearch());
  const session = useSession();
  return (
    <Page
      title={t({ id: "settings.title", message: "Settings" })}
      before={
        // Phones have no sidebar on screen, so the way back is offered here (hidden from 1024 px).
        <BackToDashboard className="lg:hidden" />
      }
    >
      {/* Two columns on wide screens, so the page uses its width; each card keeps its own height. */}
      <div className="grid max-w-3xl grid-cols-1 items-start gap-6 xl:max-w-6xl xl:grid-cols-2">
        <GeneralCard />
        <LanguageCard />
        <MembershipCard />
        <ExportCard />
        <ImportCard />
        <LegacyJournalCard timeZone={session.status === "signedIn" ? session.user.timezone : null} />
        <ChangePasswordCard />
        <DeleteAccountCard />
      </div>
    </Page>
  );
}
