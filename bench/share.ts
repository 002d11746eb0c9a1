/**
 * The public page of a shared visit (GET /s/{token}) as a phone gets it: the built server on
 * PGlite, an entry with a comment and three 12-megapixel photos, shared. Prints the page's time to
 * first byte as the server answers it (in a row, on loopback) and, in Chromium with a phone's
 * profile (390×844 at 3×, Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s, 4× slower CPU), the
 * time to first byte and the bytes transferred for the first view and once scrolled to the end
 * (the photos load as they come into view). Asserts nothing.
 * Run: npm run bench -- share
 */
import type { CDPSession, Page } from "playwright-core";

import { signUp, visit } from "./support/app-user";
import { withBrowserApp } from "./support/browser";
import { syntheticPhoto } from "./support/photo";
import { kB, ms, percentile, table, verdict } from "./support/report";

const LOOPBACK_REQUESTS = 200;
const BUDGETS = {
  loopbackP95Ms: 50,
  /** One round trip of TCP's first window: the page's HTML should fit it. */
  htmlBytes: 14 * 1024,
  firstViewBytes: 300 * 1024,
};
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** Times to the answer's headers of one page fetched again and again, in milliseconds, sorted. */
async function loopbackTtfb(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < LOOPBACK_REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    times.push(performance.now() - started);
    await response.arrayBuffer();
  }
  return times.sort((a, b) => a - b);
}

/** Bytes received over the wire (headers and compressed bodies) for every request the page makes. */
function countTransfer(cdp: CDPSession): () => number {
  let bytes = 0;
  cdp.on("Network.loadingFinished", (event) => {
    bytes += event.encodedDataLength;
  });
  return () => bytes;
}

async function phoneView(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  const transferred = countTransfer(cdp);
  // From sending the request to the answer's first byte, as DevTools counts it (emulated latency included).
  let documentTtfb = Number.NaN;
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Document" && event.response.timing) {
      documentTtfb = event.response.timing.receiveHeadersEnd - event.response.timing.sendStart;
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // A string: this package has no DOM types, and the expression runs in the page.
  const timing = await page.evaluate<{ html: number; loaded: number }>(`(() => {
    const [navigation] = performance.getEntriesByType("navigation");
    return {
      html: navigation.transferSize,
      loaded: navigation.loadEventEnd - navigation.startTime,
    };
  })()`);
  const firstView = transferred();
  await page.keyboard.press("End");
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await page.waitForLoadState("networkidle");
  return { ...timing, documentTtfb, firstView, scrolled: transferred() };
}

const rows = await withBrowserApp(async ({ server, browser }) => {
  const user = await signUp(server.url);
  const entry = await user.call<{ id: string }>("POST", "/api/journal", visit(1));
  for (let seed = 1; seed <= 3; seed++)
    await user.uploadPhoto(entry.id, await syntheticPhoto(4000, 3000, seed));
  const { token } = await user.call<{ token: string }>("POST", `/api/journal/${entry.id}/share`);
  const url = `${server.url}/s/${token}`;

  const loopback = await loopbackTtfb(url);
  const page = await browser.context.newPage();
  await page.setViewportSize(PHONE.viewport);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setDeviceMetricsOverride", {
    ...PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    mobile: true,
  });
  const phone = await phoneView(page, url);
  await page.close();
  await user.dispose();

  const p95 = percentile(loopback, 95);
  return [
    ["figure", "value", "budget"],
    [
      `TTFB on loopback, p50 / p95 of ${LOOPBACK_REQUESTS}`,
      `${ms(percentile(loopback, 50))} / ${ms(p95)}`,
      `p95 ≤ ${ms(BUDGETS.loopbackP95Ms)}: ${verdict(p95 <= BUDGETS.loopbackP95Ms)}`,
    ],
    ["TTFB on the phone profile (its 150 ms round trip included)", ms(phone.documentTtfb), ""],
    ["load event on the phone profile", ms(phone.loaded), ""],
    [
      "HTML transferred",
      kB(phone.html),
      `≤ ${kB(BUDGETS.htmlBytes)}: ${verdict(phone.html <= BUDGETS.htmlBytes)}`,
    ],
    [
      "transferred for the first view",
      kB(phone.firstView),
      `≤ ${kB(BUDGETS.firstViewBytes)}: ${verdict(phone.firstView <= BUDGETS.firstViewBytes)}`,
    ],
    ["transferred once scrolled to the end (3 photos)", kB(phone.scrolled), ""],
  ];
});

console.log("\nThe shared visit page, GET /s/{token} (3 photos, no script)");
table(rows);
