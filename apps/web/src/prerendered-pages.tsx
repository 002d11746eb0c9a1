import { createMemoryHistory } from "@tanstack/react-router";
import { prerender } from "react-dom/static";

import { LANGUAGES } from "@bitelog/config";
import { activateLanguage } from "@bitelog/i18n";

import { AppRoot } from "./app-root";
import { sessionStore } from "./features/auth/session-store";
import { landingTitle } from "./features/landing/landing-page";
import { markPaintedByHtml } from "./lib/first-paint";
import { createAppRouter } from "./router";

/**
 * The pages the build prerenders, with their titles (which the page sets once it runs). Only the
 * landing page: the legal pages name the site's contact address and map services, which are the
 * server's settings, unknown when the app is built.
 */
const PRERENDERED: { path: string; title: () => string }[] = [{ path: "/", title: landingTitle }];

export interface PrerenderedPage {
  path: string;
  language: string;
  title: string;
  /** The HTML inside #root. */
  markup: string;
}

/** Each page in each language as someone signed out first sees it, for the browser to hydrate (main.tsx). */
export async function renderPages(): Promise<PrerenderedPage[]> {
  sessionStore.setState(() => ({ status: "signedOut" }));
  markPaintedByHtml();
  const pages: PrerenderedPage[] = [];
  for (const language of LANGUAGES) {
    await activateLanguage(language);
    for (const { path, title } of PRERENDERED) {
      const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
      // Its inline script (where to scroll) is not allowed by the page's policy; the app restores scroll itself.
      router.update({ ...router.options, scrollRestoration: false });
      await router.load();
      // Every section in place, in order: none is sent ahead to be moved in by an inline script.
      const { prelude } = await prerender(<AppRoot router={router} />, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      });
      pages.push({ path, language, title: title(), markup: await new Response(prelude).text() });
    }
  }
  return pages;
}
