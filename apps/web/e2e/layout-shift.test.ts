import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { layoutShiftInPage } from "@bitelog/dev/chromium";

import { launchBrowser, openPage, viewports } from "./support/browser";

describe("layout shift", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ classicScrollbars: true });
  });
  afterAll(() => browser.close());

  // `/` is served prerendered, whole; with a query it is index.html and the app draws it, its later
  // sections loading after the first paint (as when a signed-out visit to a signed-in page lands here).
  it.each(["/", "/?redirect=%2Fdashboard"])(
    "the landing page (%s) stays put while its later sections load, with scrollbars that take room",
    async (path) => {
      const { context, page } = await openPage(browser, { viewport: viewports.desktop, locale: "en-US" });
      await page.goto(path);
      await page.locator("#faq-title").waitFor();
      await page.waitForLoadState("networkidle");
      // Scrollbars are really classic here, or the test could not fail.
      expect(
        await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
      ).toBeGreaterThan(0);
      expect(await page.evaluate(layoutShiftInPage)).toBeLessThanOrEqual(0.05);
      await context.close();
    },
  );
});
