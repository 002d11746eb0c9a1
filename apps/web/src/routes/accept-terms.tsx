import { createFileRoute, redirect } from "@tanstack/react-router";

import { CheckingAuthentication } from "../features/auth/checking-authentication";
import { requireVerified } from "../features/auth/guards";
import { returnPath } from "../features/auth/return-path";
import { TermsModal } from "../features/auth/terms-modal";

/**
 * docs/product.md §2: the full-screen Terms of Service modal that blocks the app until accepted. Once
 * accepted (the session changes and the guards run again), the screen that was asked for opens.
 */
export const Route = createFileRoute("/accept-terms")({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: returnPath(search.redirect),
  }),
  beforeLoad: async (input) => {
    const session = await requireVerified(input);
    if (!session.needsToAcceptTOS) throw redirect({ href: input.search.redirect ?? "/dashboard" });
  },
  pendingComponent: CheckingAuthentication,
  pendingMs: 0,
  component: TermsModal,
});
