import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

import { activateLanguage, detectBrowserLanguage, i18n } from "@bitelog/i18n";

import type { LandingNotice } from "./features/auth/landing-notice";
import { AppRoot } from "./app-root";
import { sessionStore } from "./features/auth/session-store";
import { onSignOutElsewhere } from "./features/auth/sign-out-elsewhere";
import { startAppSession } from "./features/auth/start-session";
import { markPaintedByHtml, watchFirstPaint } from "./lib/first-paint";
import { createAppRouter } from "./router";

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

/**
 * How long the first render waits for the first screen's loaders: as long as the router waits, by
 * default, before it shows a pending screen.
 */
const FIRST_SCREEN_WAIT_MS = 1000;

// The first render waits for the catalog of the detected language; meanwhile index.html shows
// "Loading...", or the server's prerendered page is on screen already. It also waits for the first
// screen's guards and loaders (a while, unless the prerendered page is shown meanwhile), so that the
// screen is rendered whole in one transition, which React renders in slices, yielding to input
// between them: rendered first, the router's pending screen would be replaced by the loaded one in
// a synchronous render, one long task on a phone (issue 36). The router loads again as it mounts,
// refreshing what its loaders read.
void activateLanguage(detectBrowserLanguage()).then(async () => {
  startAppSession();
  const loaded = router.load();
  await (prerendered
    ? loaded
    : Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]));
  const app = <AppRoot router={router} />;
  if (showsPrerendered()) {
    markPaintedByHtml();
    // The tree the server rendered: the matches without the browser's own suspense boundary.
    router.ssr = { manifest: undefined };
    hydrateRoot(root, app);
  } else {
    startTransition(() => createRoot(root).render(app));
  }
});

/**
 * Whether #root holds the screen this browser renders now: the prerendered page in its language,
 * still this page once its guards have run (a stored session goes on to the dashboard). Anything
 * else is rendered afresh over it.
 */
function showsPrerendered(): boolean {
  if (prerendered?.language !== i18n.locale) return false;
  // The fragment (/privacy#maps) is no part of the markup.
  const { pathname, searchStr } = router.state.location;
  return `${pathname}${searchStr}` === prerendered.path && router.state.status === "idle";
}
