import { createFileRoute } from "@tanstack/react-router";

import { CheckingAuthentication } from "../../features/auth/checking-authentication";
import { requireSignedIn } from "../../features/auth/guards";
import { VerifyEmailPage } from "../../features/auth/verify-email-page";

export const Route = createFileRoute("/_public/verify-email")({
  beforeLoad: (input) => requireSignedIn(input),
  pendingComponent: CheckingAuthentication,
  pendingMs: 0,
  component: VerifyEmailPage,
});
