import { createFileRoute, redirect } from "@tanstack/react-router";

import type { LandingNotice } from "../../features/auth/landing-notice";
import { hadStoredUser } from "../../features/auth/account-storage";
import { LANDING_NOTICES } from "../../features/auth/landing-notice";
import { returnPath } from "../../features/auth/return-path";
import { settledSession } from "../../features/auth/session-store";
import { LandingPage } from "../../features/landing/landing-page";
import { oneOf } from "../../lib/search-params";

const AUTH_MODES = ["login", "signup", "forgot"] as const;

/** docs/product.md §2: the public landing and login page; signed-in people go to their dashboard. */
export const Route = createFileRoute("/_public/")({
  /**
   * `?auth=signup|forgot` opens the card in that mode (links from e-mails and other screens);
   * `?notice=` says why someone landed here (an e-mail just verified, a sign-out after inactivity);
   * `?redirect=` is the screen a guard sent them here from, opened once they are signed in.
   */
  validateSearch: (
    search: Record<string, unknown>,
  ): { auth?: (typeof AUTH_MODES)[number]; notice?: LandingNotice; redirect?: string } => ({
    auth: oneOf(AUTH_MODES, search.auth),
    notice: oneOf(LANDING_NOTICES, search.notice),
    redirect: returnPath(search.redirect),
  }),
  beforeLoad: async ({ context, search }) => {
    // Someone who was not signed in here gets the page at once; should the identity provider still
    // find a session, the guards run again when it does and send them on.
    const signedOutBefore = context.session.state.status === "loading" && !hadStoredUser();
    if (!signedOutBefore && (await settledSession(context.session)).status === "signedIn")
      throw redirect({ href: search.redirect ?? "/dashboard" });
  },
  component: LandingRoute,
});

function LandingRoute() {
  const { auth, notice } = Route.useSearch();
  return <LandingPage initialMode={auth ?? "login"} notice={notice} />;
}
