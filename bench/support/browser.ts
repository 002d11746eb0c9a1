import type { BrowserContext, Page } from "playwright-core";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

import { CHROMIUM_FLAGS, CHROMIUM_WEBGL_FLAGS, CLASSIC_SCROLLBARS } from "@bitelog/dev/chromium";

import type { BenchServer } from "./server";
import { pgliteDatabase } from "./databases";
import { benchEnv } from "./env";
import { freePort, startBuiltServer } from "./server";

export interface DebuggableBrowser {
  context: BrowserContext;
  /** The DevTools port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
}

/**
 * Chromium with a profile of its own and a DevTools port, so Lighthouse can audit its signed-in
 * pages; with `webgl`, software WebGL for the pages that draw the open map.
 */
export async function launchDebuggableBrowser({ webgl = false } = {}): Promise<DebuggableBrowser> {
  const profile = await mkdtemp(join(tmpdir(), "bitelog-chromium-"));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: benchEnv.chromePath,
    headless: true,
    // Headless comes from Playwright here. Scrollbars take room as on most desktops, so that a layout
    // shift measured in its pages includes one that appears late (Lighthouse's phone overlays them).
    args: [
      ...(webgl ? CHROMIUM_WEBGL_FLAGS : CHROMIUM_FLAGS),
      ...CLASSIC_SCROLLBARS.args,
      `--remote-debugging-port=${port}`,
    ],
    ignoreDefaultArgs: [...CLASSIC_SCROLLBARS.ignoreDefaultArgs],
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    port,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Logs in through the landing page's card, as a person would, and waits for the dashboard. */
export async function logIn(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

export interface BrowserApp {
  server: BenchServer;
  browser: DebuggableBrowser;
}

/** The built server on a fresh PGlite database with a debuggable browser beside it, for `use`; all gone after. */
export async function withBrowserApp<T>(use: (app: BrowserApp) => Promise<T>): Promise<T> {
  const database = await pgliteDatabase();
  const server = await startBuiltServer(database.serverEnv);
  const browser = await launchDebuggableBrowser();
  try {
    return await use({ server, browser });
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
}
