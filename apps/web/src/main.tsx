import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

import { activateLanguage, detectBrowserLanguage, i18n } from "@bitelog/i18n";

import type { LandingNotice } from "./features/auth/landing-notice";
import { AppRoot } from "./app-root";
import { sessionStore } from "./features/auth/session-store";
import { onSignOutElsewhere } from "./features/auth/sign-out-elsewhere";
import { startAppSession } from "./features/auth/start-session";
import { markPaintedByHtml, watchFirstPaint } from "./lib/first-paint";
import { createAppRouter, PENDING_SCREEN_AFTER_MS } from "./router";

import "./styles.css";

const router = createAppRouter();
watchFirstPaint(router);
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
/** The page the server sent prerendered in #root (build-plugins/prerender.ts), and its language. */
const prerendered = root.dataset.prerendered
  ? { path: root.dataset.prerendered, language: document.documentElement.lang }
  : null;

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

// The first render waits for the catalog of the detected language; meanwhile index.html shows
// "Loading...", or the server's prerendered page is on screen already.
void activateLanguage(detectBrowserLanguage()).then(async () => {
  startAppSession();
  const app = <AppRoot router={router} />;
  if (await showsPrerendered()) {
    markPaintedByHtml();
    // The tree the server rendered: the matches without the browser's own suspense boundary.
    router.ssr = { manifest: undefined };
    hydrateRoot(root, app);
  } else if (!prerendered && (await loadedSoon())) {
    // The screen, loaded, rendered whole in a transition, which React renders in slices, yielding to
    // input between them. Rendered before its loaders settle, the router's pending screen is replaced
    // by the loaded one in a render the router's store makes synchronous: one long task on a phone
    // (issue 36).
    startTransition(() => createRoot(root).render(app));
  } else {
    createRoot(root).render(app);
  }
});

/**
 * Whether the router loads the first screen before it would show its pending screen (if not, it
 * goes on loading): so long the first render of a page the server did not prerender waits.
 */
function loadedSoon(): Promise<boolean> {
  return Promise.race([
    router.load().then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PENDING_SCREEN_AFTER_MS)),
  ]);
}

/**
 * Whether #root holds the screen this browser would render now: the prerendered page in its
 * language, still this page once its guards have run (a stored session goes on to the dashboard).
 * Anything else is rendered afresh over it.
 */
async function showsPrerendered(): Promise<boolean> {
  if (prerendered?.language !== i18n.locale) return false;
  await router.load();
  // The fragment (/privacy#maps) is no part of the markup.
  const { pathname, searchStr } = router.state.location;
  return `${pathname}${searchStr}` === prerendered.path && router.state.status === "idle";
}
