import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod";

import { settledSession } from "../../features/auth/session-store";
import { LandingPage } from "../../features/landing/landing-page";

/** Spec §2: the public landing and login page; signed-in people go to their dashboard. */
export const Route = createFileRoute("/_public/")({
  /** `?auth=signup|forgot` opens the card in that mode (links from e-mails and other screens). */
  validateSearch: z.object({ auth: z.enum(["login", "signup", "forgot"]).optional().catch(undefined) }),
  beforeLoad: async () => {
    if ((await settledSession()).status === "signedIn") throw redirect({ to: "/dashboard" });
  },
  component: LandingRoute,
});

function LandingRoute() {
  const { auth } = Route.useSearch();
  return <LandingPage initialMode={auth ?? "login"} />;
}
