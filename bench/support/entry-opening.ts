import type { Page } from "playwright-core";

import type { Entry } from "./app-user";
import { signUp, visit } from "./app-user";
import { logIn, withBrowserApp } from "./browser";
import { ms, percentile } from "./report";

const ENTRIES = 12;
/** How long a pointer rests on a link before the click, about as long as a person's does. */
const HOVER_MS = 250;

/**
 * From the click on a dashboard link to the entry page showing the entry's name, measured in the
 * page (from the click event to the change of the document that puts the name in the heading), and
 * whether a skeleton or a spinner showed in between.
 */
async function openByClick(page: Page, entryName: string): Promise<{ ms: number; skeleton: boolean }> {
  // A script as text: the bench's own compiler would add helpers to a function that the page lacks.
  await page.evaluate(`(() => {
    const probe = { clickedAt: 0, filledAt: 0, skeleton: false };
    window.__opening = probe;
    document.addEventListener("click", () => (probe.clickedAt = performance.now()), { capture: true, once: true });
    new MutationObserver(() => {
      if (!probe.clickedAt || probe.filledAt) return;
      if (document.querySelector(".animate-pulse, .animate-spin")) probe.skeleton = true;
      if (document.querySelector("main h1")?.textContent === ${JSON.stringify(entryName)})
        probe.filledAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  })()`);
  const link = page.getByRole("link", { name: new RegExp(`^${entryName}\\b`) }).first();
  await link.hover();
  await page.waitForTimeout(HOVER_MS);
  await link.click();
  await page.waitForFunction(
    () => (globalThis as unknown as { __opening: { filledAt: number } }).__opening.filledAt > 0,
  );
  return page.evaluate<{ ms: number; skeleton: boolean }>(
    "({ ms: window.__opening.filledAt - window.__opening.clickedAt, skeleton: window.__opening.skeleton })",
  );
}

/** Added round-trip time of each request: none (this machine), and about a phone's on 4G. */
const LATENCIES_MS = [0, 150];

/**
 * Opens a dozen entries from the dashboard after hovering each one's link, for each latency;
 * answers a table's rows.
 */
export function entryOpening(): Promise<string[][]> {
  return withBrowserApp(async ({ server, browser }) => {
    const user = await signUp(server.url);
    const names: string[] = [];
    for (let n = 1; n <= ENTRIES * LATENCIES_MS.length; n++) {
      const fields = visit(n + 100);
      await user.call<Entry>("POST", "/api/journal", fields);
      names.push(fields.restaurantName);
    }
    const page = await browser.context.newPage();
    await logIn(page, server.url, user);
    const cdp = await browser.context.newCDPSession(page);
    const rows = [["added latency", "opened", "median click → filled", "p90", "skeleton or spinner shown"]];
    for (const [round, latency] of LATENCIES_MS.entries()) {
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const times: number[] = [];
      let skeletons = 0;
      // Entries not opened before, so that none is in the page's cache already.
      for (const name of names.slice(round * ENTRIES, (round + 1) * ENTRIES)) {
        await page
          .getByRole("link", { name: new RegExp(`^${name}\\b`) })
          .first()
          .waitFor();
        const opened = await openByClick(page, name);
        times.push(opened.ms);
        if (opened.skeleton) skeletons++;
        await page.goBack();
      }
      times.sort((a, b) => a - b);
      rows.push([
        ms(latency),
        String(times.length),
        ms(percentile(times, 50)),
        ms(percentile(times, 90)),
        `${skeletons} of ${times.length}`,
      ]);
    }
    await page.close();
    await user.dispose();
    return rows;
  });
}
