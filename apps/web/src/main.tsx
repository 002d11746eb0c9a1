import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { activateLanguage, detectBrowserLanguage, i18n } from "@bitelog/i18n";

import { subscribeSession } from "./features/auth/session-store";
import { startAppSession } from "./features/auth/start-session";
import { watchFirstPaint } from "./lib/first-paint";
import { createAppRouter } from "./router";

import "./styles.css";

const router = createAppRouter();
watchFirstPaint(router);
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Guards run again whenever the session changes (sign-in, sign-out, verification).
subscribeSession(() => void router.invalidate());

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
