import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";

import { i18n } from "@bitelog/i18n";

import type { createAppRouter } from "./router";

/** The whole app, as the browser renders it and as the build prerenders the public pages: one tree, so they hydrate. */
export function AppRoot({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>
  );
}
