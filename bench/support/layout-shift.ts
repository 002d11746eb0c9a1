import type { Page } from "playwright-core";

import { layoutShiftInPage } from "@bitelog/dev/chromium";

/** After the network has gone quiet, how long a late effect (a measured list, a fitted map) has to move things. */
const AFTER_QUIET_MS = 1000;

/** What the functions handed to the page use of it (this package is typed for Node, without the DOM). */
interface PageGlobals {
  innerWidth: number;
  innerHeight: number;
  document: {
    documentElement: { clientWidth: number };
    images: ArrayLike<{ complete: boolean; getBoundingClientRect(): { top: number } }>;
  };
}

/**
 * Loads `url` in `page` and lets it settle (`ready` in the document, the network quiet, the pictures in
 * the window loaded); answers the sum of the layout shifts no input caused, and the width the
 * root's scrollbar takes (0 when scrollbars are overlaid or hidden, which would hide the shift of
 * one that appears late).
 */
export async function settledLayoutShift(
  page: Page,
  url: string,
  ready: string,
): Promise<{ shift: number; scrollbarPx: number }> {
  await page.goto(url);
  await page.locator(ready).first().waitFor({ state: "attached", timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () => {
      const { document, innerHeight } = globalThis as unknown as PageGlobals;
      return Array.from(document.images).every(
        (image) => image.complete || image.getBoundingClientRect().top > innerHeight,
      );
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(AFTER_QUIET_MS);
  const scrollbarPx = await page.evaluate(() => {
    const { innerWidth, document } = globalThis as unknown as PageGlobals;
    return innerWidth - document.documentElement.clientWidth;
  });
  return { shift: await page.evaluate(layoutShiftInPage), scrollbarPx };
}
