import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { chromium } from "playwright-core";
import { inject } from "vitest";

import { CHROMIUM_FLAGS, CHROMIUM_WEBGL_FLAGS, CLASSIC_SCROLLBARS } from "@bitelog/dev/chromium";

import { e2eEnv } from "./env";

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * `webgl`: with software WebGL, for the pages that draw the open map (MapLibre).
 * `classicScrollbars`: scrollbars that take room, as on most desktops (for tests of layout shift).
 */
export function launchBrowser({
  webgl = false,
  classicScrollbars = false,
}: { webgl?: boolean; classicScrollbars?: boolean } = {}): Promise<Browser> {
  const flags = webgl ? CHROMIUM_WEBGL_FLAGS : CHROMIUM_FLAGS;
  const scrollbars = classicScrollbars ? CLASSIC_SCROLLBARS : { args: [], ignoreDefaultArgs: [] };
  return chromium.launch({
    executablePath: e2eEnv.chromiumPath,
    args: ["--headless", ...flags, ...scrollbars.args],
    ignoreDefaultArgs: [...scrollbars.ignoreDefaultArgs],
  });
}

/**
 * A fresh context (own storage and cookies) whose relative URLs go to the test server. Without the
 * service worker unless asked for (`serviceWorkers: "allow"`): the installed app has tests of its
 * own, and these see the network as the page makes it.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject("baseUrl"),
    viewport: viewports.desktop,
    serviceWorkers: "block",
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Waits until the page is controlled by an active service worker (opened with `serviceWorkers: "allow"`). */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", undefined, {
    timeout: 30_000,
  });
}

/**
 * How far the page reaches past its own width: 0 when nothing scrolls sideways. Measured against the
 * root's width, not the window's: the room reserved for a scrollbar is no overflow (and a hidden
 * scrollbar leaves the root's content that much narrower than its width).
 */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
  );

/** The hosts of the test server's map data (MAP_STYLE_URL) and Photon (PHOTON_URL), as the legal pages name them. */
export function e2eMapHosts(): { tileHost: string; photonHost: string } {
  return { tileHost: new URL(inject("mapStyleUrl")).host, photonHost: new URL(inject("photonUrl")).host };
}
