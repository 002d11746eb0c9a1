import { createMemoryHistory } from "@tanstack/react-router";
import { prerender } from "react-dom/static";

import type { ShownSettings } from "@bitelog/config";
import { LANGUAGES, settingsKind, STAND_IN_SETTINGS } from "@bitelog/config";
import { activateLanguage } from "@bitelog/i18n";

import { AppRoot } from "./app-root";
import { sessionStore } from "./features/auth/session-store";
import { landingTitle } from "./features/landing/landing-page";
import { privacyTitle } from "./features/legal/privacy-sections";
import { ShownSettingsContext } from "./features/legal/shown-settings";
import { termsTitle } from "./features/legal/terms-sections";
import { documentTitle } from "./features/shell/page";
import { markPaintedByHtml } from "./lib/first-paint";
import { createAppRouter } from "./router";

/**
 * The pages the build prerenders, with their titles (which the page sets once it runs). The legal
 * pages name the site's map services and contact address, which are its server's settings,
 * unknown when the app is built: they are rendered once for each kind of site, with stand-ins the
 * server replaces with its own values (@bitelog/config's ShownSettings).
 */
const PRERENDERED: { path: string; title: () => string; showsSettings?: boolean }[] = [
  { path: "/", title: landingTitle },
  { path: "/terms", title: () => documentTitle(termsTitle()), showsSettings: true },
  { path: "/privacy", title: () => documentTitle(privacyTitle()), showsSettings: true },
];

export interface PrerenderedPage {
  path: string;
  language: string;
  /** The kind of site the page was rendered for (settingsKind), when it shows the site's settings. */
  settings?: string;
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
    for (const { path, title, showsSettings } of PRERENDERED) {
      for (const settings of showsSettings ? STAND_IN_SETTINGS : [null]) {
        const markup = await renderPage(path, settings);
        pages.push({
          path,
          language,
          ...(settings && { settings: settingsKind(settings) }),
          title: title(),
          markup,
        });
      }
    }
  }
  return pages;
}

/** The HTML inside #root of the page at `path`, with the settings given for the legal texts, if any. */
async function renderPage(path: string, settings: ShownSettings | null): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  // Its inline script (where to scroll) is not allowed by the page's policy; the app restores scroll itself.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  // A context provider adds no element: the browser's tree, without one, hydrates this markup.
  const app = <AppRoot router={router} />;
  // Every section in place, in order: none is sent ahead to be moved in by an inline script.
  const { prelude } = await prerender(
    settings ? <ShownSettingsContext value={settings}>{app}</ShownSettingsContext> : app,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
