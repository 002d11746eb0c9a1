/**
 * Photos: the time to turn a 12-megapixel camera JPEG into the stored display version and
 * thumbnail (the domain function uploads call, in this process), and the image bytes a signed-in
 * dashboard of 30 entries with a photo each transfers in Chromium, first screen and scrolled to
 * the end (budget: ≤ 1 MB). Prints figures; asserts nothing. Run: npm run bench -- photos
 */
import { processPhoto } from "@bitelog/api/bench";

import { signUp, visit } from "./support/app-user";
import { logIn, withBrowserApp } from "./support/browser";
import { syntheticPhoto } from "./support/photo";
import { kB, MB, ms, percentile, table, verdict } from "./support/report";

const PROCESS_RUNS = 8;
const DASHBOARD_ENTRIES = 30;
const IMAGE_BUDGET_BYTES = 1024 * 1024;

async function processingTime(): Promise<void> {
  const jpeg = await syntheticPhoto(4000, 3000);
  const first = await processPhoto(jpeg);
  const times: number[] = [];
  for (let i = 0; i < PROCESS_RUNS; i++) {
    const started = performance.now();
    await processPhoto(jpeg);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nProcessing a 12-megapixel JPEG (4000×3000, ${MB(jpeg.byteLength)}) into display and thumbnail, ${PROCESS_RUNS} runs`,
  );
  table([
    ["p50", "p95", "display", "thumbnail"],
    [
      ms(percentile(times, 50)),
      ms(percentile(times, 95)),
      `${first.display.width}×${first.display.height}, ${kB(first.display.sizeBytes)}`,
      `${first.thumbnail.width}×${first.thumbnail.height}, ${kB(first.thumbnail.sizeBytes)}`,
    ],
  ]);
}

function dashboardImageBytes(): Promise<void> {
  return withBrowserApp(async ({ server, browser }) => {
    const user = await signUp(server.url);
    for (let n = 1; n <= DASHBOARD_ENTRIES; n++) {
      const entry = await user.call<{ id: string }>("POST", "/api/journal", visit(n));
      await user.uploadPhoto(entry.id, await syntheticPhoto(4000, 3000, n));
    }
    const page = await browser.context.newPage();
    const images = new Map<string, number>();
    page.on("requestfinished", (request) => {
      if (!request.url().includes("/api/images/")) return;
      void request
        .sizes()
        .then((sizes) => images.set(request.url(), sizes.responseBodySize + sizes.responseHeadersSize));
    });
    // Signing in lands on the dashboard: its first visit, with nothing cached.
    await logIn(page, server.url, user);
    await page.waitForLoadState("networkidle");
    const firstScreen = [...images.values()].reduce((sum, bytes) => sum + bytes, 0);
    const firstCount = images.size;
    for (let i = 0; i < 20; i++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState("networkidle");
    const all = [...images.values()].reduce((sum, bytes) => sum + bytes, 0);
    console.log(
      `\nImages a dashboard of ${DASHBOARD_ENTRIES} entries with a photo each transfers (desktop, 1280×800)`,
    );
    table([
      ["view", "images", "bytes", `budget (≤ ${MB(IMAGE_BUDGET_BYTES)})`],
      ["first screen", String(firstCount), kB(firstScreen), verdict(firstScreen <= IMAGE_BUDGET_BYTES)],
      ["scrolled to the end", String(images.size), kB(all), verdict(all <= IMAGE_BUDGET_BYTES)],
    ]);
    await user.dispose();
  });
}

await processingTime();
await dashboardImageBytes();
