import { createFileRoute, redirect } from "@tanstack/react-router";

import { hadStoredUser } from "../../features/auth/account-storage";
import { getSession, settledSession } from "../../features/auth/session-store";
import { LandingPage } from "../../features/landing/landing-page";
import { oneOf } from "../../lib/search-params";

const AUTH_MODES = ["login", "signup", "forgot"] as const;

/** Spec §2: the public landing and login page; signed-in people go to their dashboard. */
export const Route = createFileRoute("/_public/")({
  /** `?auth=signup|forgot` opens the card in that mode (links from e-mails and other screens). */
  validateSearch: (search: Record<string, unknown>): { auth?: (typeof AUTH_MODES)[number] } => ({
    auth: oneOf(AUTH_MODES, search.auth),
  }),
  beforeLoad: async () => {
    // Someone who was not signed in here gets the page at once; should the identity provider still
    // find a session, the guards run again when it does and send them on.
    const signedOutBefore = getSession().status === "loading" && !hadStoredUser();
    if (!signedOutBefore && (await settledSession()).status === "signedIn")
      throw redirect({ to: "/dashboard" });
  },
  component: LandingRoute,
});

function LandingRoute() {
  const { auth } = Route.useSearch();
  return <LandingPage initialMode={auth ?? "login"} />;
}
