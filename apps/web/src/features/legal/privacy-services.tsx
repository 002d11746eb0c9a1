import { Trans, useLingui } from "@lingui/react/macro";

import type { LegalSectionData } from "./legal-section";
import { usePrivacyMaps } from "./privacy-maps";

/** Privacy Notice, part 2: the services that handle some of your information for Bitelog. */
export function usePrivacyServices(): LegalSectionData[] {
  const { t } = useLingui();
  return [
    {
      id: "sign-in",
      title: t({ id: "privacy.signIn.title", message: "Signing in: Firebase" }),
      content: (
        <>
          <p>
            <Trans id="privacy.signIn.p1">
              Sign-in is handled by Firebase Authentication, a Google service. Your e-mail address and
              password, or your Google or Facebook account, go to Firebase, which checks them and gives
              Bitelog a token saying who you are. We never see or store your password.
            </Trans>
          </p>
          <p>
            <Trans id="privacy.signIn.p2">
              Firebase also sends the e-mails that verify your address and reset your password. If you sign in
              with Google or Facebook, their own privacy policies apply to that step.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "payments",
      title: t({ id: "privacy.payments.title", message: "Payments: Stripe" }),
      content: (
        <>
          <p>
            <Trans id="privacy.payments.p1">
              Memberships are paid through Stripe. Your card details go straight to Stripe and never reach our
              server. Stripe tells us only what we need to manage your membership: a customer reference, your
              plan, the status of your subscription and when the current period ends.
            </Trans>
          </p>
          <p>
            <Trans id="privacy.payments.p2">
              Stripe keeps records of payments as the law requires, under its own privacy policy.
            </Trans>
          </p>
        </>
      ),
    },
    usePrivacyMaps(),
  ];
}
