import { Trans } from "@lingui/react/macro";

import { Alert, AlertDescription } from "../../components/ui/alert";

/** Why someone landed on the home page, when another screen sent them (its `?notice=`). */
export const LANDING_NOTICES = ["verified", "idle", "elsewhere"] as const;
export type LandingNotice = (typeof LANDING_NOTICES)[number];

export function LandingNoticeAlert({ notice }: { notice: LandingNotice }) {
  return (
    <Alert variant={notice === "verified" ? "success" : "info"}>
      <AlertDescription>
        {notice === "verified" ? (
          <Trans id="landing.notice.verified">E-mail verified, you can log in now.</Trans>
        ) : notice === "elsewhere" ? (
          <Trans id="landing.notice.signedOutElsewhere">
            You were logged out in another tab. Log in again to go on.
          </Trans>
        ) : (
          <Trans id="auth.idleLoggedOut">
            You were logged out after 10 minutes without activity, in every tab. Log in again to go on.
          </Trans>
        )}
      </AlertDescription>
    </Alert>
  );
}
