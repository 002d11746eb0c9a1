import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { activateLanguage, detectBrowserLanguage, i18n } from "@bitelog/i18n";

import type { LandingNotice } from "./features/auth/landing-notice";
import { sessionStore } from "./features/auth/session-store";
import { onSignOutElsewhere } from "./features/auth/sign-out-elsewhere";
import { startAppSession } from "./features/auth/start-session";
import { watchFirstPaint } from "./lib/first-paint";
import { createAppRouter } from "./router";

import "./styles.css";

const router = createAppRouter();
watchFirstPaint(router);
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Guards run again whenever the session changes (sign-in, sign-out, verification).
sessionStore.subscribe(() => void router.invalidate());

// A tab signed out from another one says why where it lands, once its own session has ended (the
// other tab announces before it signs out), and signing in again returns to the screen it showed
// (issue 32); public pages stay where they are.
let fromElsewhere: { notice: LandingNotice; redirect: string | undefined } | undefined;
onSignOutElsewhere((notice) => {
  const { location, matches } = router.state;
  const inApp = matches.some((match) => match.routeId.startsWith("/_app"));
  if (inApp || location.pathname === "/")
    fromElsewhere = { notice, redirect: inApp ? location.href : undefined };
});
sessionStore.subscribe(() => {
  if (!fromElsewhere || sessionStore.state.status !== "signedOut") return;
  void router.navigate({ to: "/", search: fromElsewhere });
  fromElsewhere = undefined;
});

// The first paint waits for the catalog of the detected language; index.html shows "Loading..." meanwhile.
void activateLanguage(detectBrowserLanguage()).then(() => {
  startAppSession();
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
});
