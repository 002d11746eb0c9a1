import type { Page } from "playwright-core";

import type { SignedUpUser } from "./app-user";
import { signUp } from "./app-user";
import { launchDebuggableBrowser, logIn } from "./browser";
import { pgliteDatabase } from "./databases";
import { fillJournal } from "./journal";
import { ms, percentile } from "./report";
import { startBuiltServer } from "./server";
import { accountIdOf } from "./users";

const SIZES = [200, 5000];
const VIEWS = ["cards", "list"] as const;
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const RUNS = 5;
/** apps/web's key for the remembered view mode (view-mode.ts). */
const VIEW_MODE_KEY = "bitelog-dashboard-view";
const FIRST_ENTRY = 'main a[href^="/entry/"]';

/** What the functions handed to the page use of it (this package is typed for Node, without the DOM). */
interface PageGlobals {
  navigator: { serviceWorker: { controller: { state: string } | null } };
  document: {
    querySelector(selector: string): unknown;
    getElementsByTagName(name: string): { length: number };
    documentElement: { scrollHeight: number };
  };
  localStorage: { setItem(key: string, value: string): void };
  performance: { now(): number };
}

/** Opens /dashboard afresh: milliseconds from navigation to the first entry link, then the settled page. */
async function openDashboard(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/dashboard`, { waitUntil: "commit" });
  const firstEntry = await page.waitForFunction(
    (selector) => {
      const { document, performance } = globalThis as unknown as PageGlobals;
      return document.querySelector(selector) !== null && performance.now();
    },
    FIRST_ENTRY,
    { polling: "raf", timeout: 60_000 },
  );
  const firstEntryMs = (await firstEntry.jsonValue()) as number;
  await page.waitForLoadState("networkidle");
  const settled = await page.evaluate(() => {
    const { document } = globalThis as unknown as PageGlobals;
    return {
      nodes: document.getElementsByTagName("*").length,
      height: document.documentElement.scrollHeight,
    };
  });
  return { firstEntryMs, ...settled };
}

/** Five openings of the dashboard: the first entry's p50 and p95, and the last settled page. */
async function timeOpenings(page: Page, baseUrl: string) {
  const times: number[] = [];
  let last = { nodes: 0, height: 0 };
  for (let run = 0; run < RUNS; run++) {
    const { firstEntryMs, ...settled } = await openDashboard(page, baseUrl);
    times.push(firstEntryMs);
    last = settled;
  }
  times.sort((a, b) => a - b);
  return { p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), ...last };
}

/**
 * The dashboard of a journal that has grown: for 200 and 5,000 entries, as cards and as a list,
 * on a phone (390 px) and a desktop, the time from navigation to the first entry on screen, the
 * DOM nodes once it has settled, and the page's height; and the same opening with no connection
 * (the service worker's app and the journal kept in IndexedDB, issue 21). Built server on PGlite;
 * asserts nothing.
 */
export async function dashboardOpening(): Promise<string[][]> {
  const database = await pgliteDatabase();
  let server = await startBuiltServer(database.serverEnv);
  const users: SignedUpUser[] = [];
  for (const _ of SIZES) users.push(await signUp(server.url));
  // PGlite's files belong to one process: the journals are filled while the server is down.
  await server.stop();
  const db = await database.open();
  for (const [index, size] of SIZES.entries())
    await fillJournal(db, await accountIdOf(db, users[index]?.uid ?? ""), size);
  await db.destroy();
  server = await startBuiltServer(database.serverEnv);
  try {
    const rows = [
      [
        "entries",
        "view",
        "viewport",
        "first entry p50",
        "p95",
        "offline p50",
        "p95",
        "DOM nodes",
        "page height",
      ],
    ];
    for (const [index, size] of SIZES.entries()) {
      const user = users[index];
      if (!user) throw new Error("no user");
      // A browser of its own for each user: the sign-in lives in the profile.
      const browser = await launchDebuggableBrowser();
      const page = await browser.context.newPage();
      await logIn(page, server.url, user);
      await page.waitForFunction(() => {
        const { navigator } = globalThis as unknown as PageGlobals;
        return navigator.serviceWorker.controller?.state === "activated";
      });
      for (const view of VIEWS) {
        await page.evaluate(
          ({ key, value }) => (globalThis as unknown as PageGlobals).localStorage.setItem(key, value),
          { key: VIEW_MODE_KEY, value: view },
        );
        for (const [viewport, dimensions] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(dimensions);
          await openDashboard(page, server.url);
          const online = await timeOpenings(page, server.url);
          // The device's copy is written a moment after the journal changed (its persister's throttle).
          await new Promise((resolve) => setTimeout(resolve, 2000));
          await browser.context.setOffline(true);
          const offline = await timeOpenings(page, server.url);
          await browser.context.setOffline(false);
          rows.push([
            size.toLocaleString("en"),
            view,
            viewport,
            online.p50,
            online.p95,
            offline.p50,
            offline.p95,
            online.nodes.toLocaleString("en"),
            `${online.height.toLocaleString("en")} px`,
          ]);
        }
      }
      await browser.close();
    }
    return rows;
  } finally {
    await server.stop();
    for (const user of users) await user.dispose();
    await database.drop();
  }
}
