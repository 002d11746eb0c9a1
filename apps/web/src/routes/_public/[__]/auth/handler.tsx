import { createFileRoute } from "@tanstack/react-router";

import { RedirectHandlerPage } from "../../../../features/auth/redirect-handler-page";

export const Route = createFileRoute("/_public/__/auth/handler")({
  component: RedirectHandlerPage,
});
