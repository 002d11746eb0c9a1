import { createFileRoute } from "@tanstack/react-router";

import { AuthActionPage } from "../../features/auth/action/auth-action-page";
import { text } from "../../lib/search-params";

export const Route = createFileRoute("/_public/auth-action")({
  validateSearch: (search: Record<string, unknown>): { mode?: string; oobCode?: string } => ({
    mode: text(search.mode),
    oobCode: text(search.oobCode),
  }),
  component: AuthActionRoute,
});

function AuthActionRoute() {
  const { mode, oobCode } = Route.useSearch();
  // A new code is a new action: start its screen afresh.
  return <AuthActionPage key={`${mode ?? ""}:${oobCode ?? ""}`} mode={mode} oobCode={oobCode} />;
}
