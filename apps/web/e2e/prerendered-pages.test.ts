import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { e2eMapHosts, launchBrowser, openPage } from "./support/browser";
import { filled, message, normalize } from "./support/catalog";
import { createAccount } from "./support/emulator";
import { E2E_CONTACT_EMAIL } from "./support/env";
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

/** Errors the page reports, in its script or on its console (React's hydration errors among them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (entry) => {
    if (entry.type() === "error") errors.push(entry.text());
  });
  return errors;
}

/** The page at `path` as it comes from the server, no script run. */
async function openWithoutScripts(
  browser: Browser,
  path: string,
  options: BrowserContextOptions,
): Promise<Page> {
  const { page } = await openPage(browser, { javaScriptEnabled: false, ...options });
  await page.goto(path);
  return page;
}

describe("the prerendered landing page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("has the heading, the sign-in form and the first screenshot before any script runs", async () => {
    const page = await openWithoutScripts(browser, "/", { locale: "en-US" });
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
    const german = await openWithoutScripts(browser, "/", { locale: "de-DE" });
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
    const errors = collectErrors(page);
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

describe("the prerendered legal pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  // The test server's settings, which the build could not know: the open map from MAP_STYLE_URL,
  // Photon, and CONTACT_EMAIL.
  const hosts = e2eMapHosts();
  const pages = [
    { path: "/terms", name: "terms", maps: ["terms.maps.tiles", "terms.maps.photonSearch"] },
    { path: "/privacy", name: "privacy", maps: ["privacy.maps.tiles", "privacy.maps.photonSearch"] },
  ];

  /** The page names this site's map services and contact address, not the build's stand-ins. */
  async function expectSiteSettings(page: Page, language: string, maps: string[]): Promise<void> {
    const section = normalize(await page.locator("section#maps").innerText());
    for (const id of maps) expect(section).toContain(filled(language, id, hosts));
    const contact = page.getByRole("link", { name: E2E_CONTACT_EMAIL });
    expect(await contact.getAttribute("href")).toBe(`mailto:${E2E_CONTACT_EMAIL}`);
    expect(await page.content()).not.toContain("prerendered.invalid");
  }

  it.each(pages)(
    "$path has its heading, its text and this site's settings before any script runs",
    async ({ path, name, maps }) => {
      const page = await openWithoutScripts(browser, path, { locale: "fr-FR" });
      const title = message("fr", `${name}.title`);
      expect(await page.locator("h1").textContent()).toBe(title);
      expect(await page.title()).toBe(`${title} · Bitelog`);
      expect(await page.getAttribute("html", "lang")).toBe("fr");
      expect(normalize(await page.locator("main").innerText())).toContain(filled("fr", `${name}.intro`));
      await expectSiteSettings(page, "fr", maps);
      await page.context().close();
    },
  );

  it("comes in the language chosen in the app", async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false, locale: "fr-FR" });
    await context.addCookies([{ name: "bitelog-language", value: "pt", url: inject("baseUrl") }]);
    await page.goto("/privacy");
    expect(await page.locator("h1").textContent()).toBe(message("pt", "privacy.title"));
    await context.close();
  });

  it.each(pages)("$path is hydrated, not rendered again, without errors", async ({ path, name, maps }) => {
    const { context, page } = await openPage(browser, { locale: "es-ES" });
    const errors = collectErrors(page);
    await page.addInitScript(watchHeading);
    // A link to one of its sections too: the fragment is no part of the markup.
    await page.goto(path === "/privacy" ? `${path}#maps` : path);
    // The language menu waits for the script to take over the page's HTML.
    const language = page.getByRole("combobox", { name: message("es", "language.label") });
    await expect.poll(() => language.isEnabled()).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => window.headingReplaced)).toBeUndefined();
    expect(errors).toEqual([]);
    await expectSiteSettings(page, "es", maps);

    // The page is the app's: it changes language in place.
    await language.selectOption("de");
    await expect.poll(() => page.locator("h1").textContent()).toBe(message("de", `${name}.title`));
    await expectSiteSettings(page, "de", maps);
    expect(errors).toEqual([]);
    await context.close();
  });
});
