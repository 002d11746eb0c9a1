import { Trans, useLingui } from "@lingui/react/macro";

import type { LegalSectionData } from "./legal-section";
import { ContactLine } from "./contact-line";

/** Privacy Notice, part 3: how information is used and protected, who may use Bitelog, your rights. */
export function usePrivacyPractices(): LegalSectionData[] {
  const { t } = useLingui();
  return [
    {
      id: "use",
      title: t({ id: "privacy.use.title", message: "How we use your information" }),
      content: (
        <>
          <p>
            <Trans id="privacy.use.p1">
              We use your information only to provide Bitelog to you: to keep your journal, show it on your
              screens and on the map, manage your membership and keep the service running safely.
            </Trans>
          </p>
          <p>
            <Trans id="privacy.use.noSharing">
              We show no ads, we do not sell or rent your data, we build no advertising profiles and we share
              your journal with no one: only you can open a visit to others, with a share link. Our server
              logs record which address was called and how it answered, never the content of your journal.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: t({ id: "privacy.security.title", message: "Security" }),
      content: (
        <p>
          <Trans id="privacy.security.p1">
            Every request to our server must carry your identity token, and the server only ever returns the
            entries and photos of the account that token belongs to. Passwords are handled by Firebase
            Authentication, never by us.
          </Trans>{" "}
          <Trans id="privacy.security.shareLinks">
            A share link is the one exception you make yourself: it opens its one visit to whoever has the
            link, and stops working as soon as you stop sharing.
          </Trans>
        </p>
      ),
    },
    {
      id: "eligibility",
      title: t({ id: "privacy.eligibility.title", message: "One person, 18 or older" }),
      content: (
        <p>
          <Trans id="privacy.eligibility.p1">
            A Bitelog account belongs to one person only and may not be shared. You must be 18 or older to use
            Bitelog, and we do not knowingly keep information about anyone younger. If you believe a minor has
            an account, tell us and we will delete it.
          </Trans>
        </p>
      ),
    },
    {
      id: "retention",
      title: t({ id: "privacy.retention.title", message: "Keeping and deleting your data" }),
      content: (
        <>
          <p>
            <Trans id="privacy.retention.p1">
              We keep your account and your journal for as long as you have an account. You can delete entries
              and photos at any time.
            </Trans>
          </p>
          <p>
            <Trans id="privacy.retention.p2">
              When you delete your account in Settings, we immediately delete your profile, every entry, every
              photo and your sign-in account at Firebase. If you have an active membership, cancel it first.
              Payment records stay with Stripe for as long as the law requires.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "rights",
      title: t({ id: "privacy.rights.title", message: "Your rights" }),
      content: (
        <>
          <p>
            <Trans id="privacy.rights.p1">
              Depending on where you live, you have the right to access the information we hold about you, to
              correct it, to delete it, to receive a copy of it, and to object to or restrict how it is used.
              You can also complain to your data protection authority.
            </Trans>
          </p>
          <p>
            <Trans id="privacy.rights.p2">
              You can do most of this yourself: your journal is in front of you, your settings are in
              Settings, and deleting your account erases everything. For anything else, contact us.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "contact",
      title: t({ id: "privacy.contact.title", message: "Contact us" }),
      content: (
        <p>
          <Trans id="privacy.contact.intro">
            For a question about this notice or your information, or to exercise one of your rights:
          </Trans>{" "}
          <ContactLine />{" "}
          <Trans id="privacy.contact.fromAccount">
            Write from the e-mail address of your account, so that we can find it.
          </Trans>
        </p>
      ),
    },
    {
      id: "changes",
      title: t({ id: "privacy.changes.title", message: "Changes to this notice" }),
      content: (
        <p>
          <Trans id="privacy.changes.p1">
            We update this notice when Bitelog or the law changes; the date at the top shows the current
            version. If a change affects how we use your information, we will tell you in the app before it
            takes effect.
          </Trans>
        </p>
      ),
    },
  ];
}
