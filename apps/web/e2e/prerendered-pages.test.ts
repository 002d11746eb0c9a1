import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { launchBrowser, openPage } from "./support/browser";
import { message } from "./support/catalog";
import { createAccount } from "./support/emulator";
import { acceptTerms } from "./support/session";

/** Whether any element holding the page's heading left the page: React rendered #root afresh. */
declare global {
  interface Window {
    headingReplaced?: boolean;
  }
}

function watchHeading(): void {
  new MutationObserver((records) => {
    const removed = records.flatMap((record) => [...record.removedNodes]);
    if (removed.some((node) => node instanceof Element && (node.matches("h1") || node.querySelector("h1"))))
      window.headingReplaced = true;
  }).observe(document, { childList: true, subtree: true });
}

describe("the prerendered landing page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  /** The page as it comes from the server, no script run. */
  async function openWithoutScripts(options: BrowserContextOptions): Promise<Page> {
    const { page } = await openPage(browser, { javaScriptEnabled: false, ...options });
    await page.goto("/");
    return page;
  }

  it("has the heading, the sign-in form and the first screenshot before any script runs", async () => {
    const page = await openWithoutScripts({ locale: "en-US" });
    expect(await page.locator("h1").textContent()).toBe(message("en", "landing.heroTitle"));
    const form = page.locator("#auth form");
    expect(await form.locator('input[type="email"]').count()).toBe(1);
    expect(await form.locator('input[type="password"]').count()).toBe(1);
    expect(await form.locator('button[type="submit"]').textContent()).toBe(message("en", "auth.logIn"));
    expect(await page.locator("main picture img").first().getAttribute("src")).toMatch(
      /^\/landing\/en\/log-visits-desktop\.webp\?v=/,
    );
    // The form waits for the script: submitted by the browser, it would put the password in the address.
    expect(await form.locator("fieldset").getAttribute("disabled")).not.toBeNull();
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.context().close();
  });

  it("comes in the browser's language, or in the one chosen in the app", async () => {
    const german = await openWithoutScripts({ locale: "de-DE" });
    expect(await german.locator("h1").textContent()).toBe(message("de", "landing.heroTitle"));
    expect(await german.getAttribute("html", "lang")).toBe("de");
    await german.context().close();

    const { context, page } = await openPage(browser, { javaScriptEnabled: false, locale: "de-DE" });
    await context.addCookies([{ name: "bitelog-language", value: "it", url: inject("baseUrl") }]);
    await page.goto("/");
    expect(await page.locator("h1").textContent()).toBe(message("it", "landing.heroTitle"));
    await context.close();
  });

  it("is hydrated, not rendered again, without errors, and signs in", async () => {
    const { context, page } = await openPage(browser, { locale: "en-US" });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (entry) => {
      if (entry.type() === "error") errors.push(entry.text());
    });
    await page.addInitScript(watchHeading);
    const account = await createAccount({ verified: true });
    await page.goto("/");
    // The script enables the form once it has taken over the page's HTML.
    const email = page.getByLabel("E-mail");
    await expect.poll(() => email.isEnabled()).toBe(true);
    // The sections under the card are hydrated too, once their code has loaded.
    await page.locator("#faq-title").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => window.headingReplaced)).toBeUndefined();
    expect(errors).toEqual([]);

    await email.fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await acceptTerms(page);
    await page.getByRole("heading", { name: "Your entries" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
