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

  it("the landing page stays put while its later sections load, with scrollbars that take room", async () => {
    const { context, page } = await openPage(browser, { viewport: viewports.desktop, locale: "en-US" });
    await page.goto("/");
    // The sections under the sign-in card come after the first paint: the shift, if any, is made then.
    await page.locator("#faq-title").waitFor();
    await page.waitForLoadState("networkidle");
    // Scrollbars are really classic here, or the test could not fail.
    expect(
      await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
    ).toBeGreaterThan(0);
    expect(await page.evaluate(layoutShiftInPage)).toBeLessThanOrEqual(0.05);
    await context.close();
  });
});
