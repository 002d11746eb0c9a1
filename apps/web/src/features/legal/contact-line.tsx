import { Trans } from "@lingui/react/macro";

import { useShownSettings } from "./shown-settings";

/** How to reach the people who run this Bitelog: the CONTACT_EMAIL setting, when it is set. */
export function ContactLine() {
  const email = useShownSettings().contactEmail;
  if (!email) {
    return (
      <Trans id="legal.contactUnset">
        Write to the team that runs Bitelog through the contact details published with this service.
      </Trans>
    );
  }
  const link = (
    <a href={`mailto:${email}`} className="font-medium underline underline-offset-4">
      {email}
    </a>
  );
  return <Trans id="legal.contactEmail">Write to us at {link}.</Trans>;
}
