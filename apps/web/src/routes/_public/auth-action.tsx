import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";

import { AuthActionPage } from "../../features/auth/action/auth-action-page";

const searchSchema = z.object({
  mode: z.string().optional().catch(undefined),
  oobCode: z.string().optional().catch(undefined),
});

export const Route = createFileRoute("/_public/auth-action")({
  validateSearch: searchSchema,
  component: AuthActionRoute,
});

function AuthActionRoute() {
  const { mode, oobCode } = Route.useSearch();
  // A new code is a new action: start its screen afresh.
  return <AuthActionPage key={`${mode ?? ""}:${oobCode ?? ""}`} mode={mode} oobCode={oobCode} />;
}
