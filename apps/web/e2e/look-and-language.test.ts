import type { Browser, BrowserContext, Page } from "playwright-core";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { LANGUAGES } from "@bitelog/config";

import { rest, trpcMutation } from "./support/api";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { message } from "./support/catalog";
import { logInWithForm, signInWithTermsAccepted } from "./support/session";
import { readableText, untranslatedFinder } from "./support/untranslated";

const PUBLIC_SCREENS = ["/", "/terms", "/privacy", "/no-such-page"];
const SIGNED_IN_SCREENS = ["/dashboard", "/new", "/search", "/browse", "/map", "/settings", "/membership"];

interface UserSettings {
  preferred_language: string | null;
  dark_mode: boolean;
}

/** Opens a screen and waits until it has settled: its heading shown, its data loaded. */
async function show(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
}

/** Every FAQ answer open, so that its text is read too. */
async function openAllAnswers(page: Page): Promise<void> {
  const closed = page.locator('section[aria-labelledby="faq-title"] button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}

async function isDark(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains("dark"));
}

describe("look and language", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  describe("every screen speaks the chosen language", () => {
    let signedOut: Page;
    let signedIn: Page;
    let signedInToken: string;
    const screens: string[] = [];
    const contexts: BrowserContext[] = [];

    beforeAll(async () => {
      const guest = await openPage(browser, { locale: "en-US" });
      const user = await openPage(browser, { locale: "en-US" });
      contexts.push(guest.context, user.context);
      signedOut = guest.page;
      signedIn = user.page;
      await signedOut.goto("/");
      const { idToken } = await signInWithTermsAccepted(signedIn, baseUrl);
      signedInToken = idToken;
      const entry = await trpcMutation<{ id: number | string }>(baseUrl, idToken, "entries.create", {
        restaurantName: "Osteria del Ponte",
        restaurantAddress: "214 Mulberry St, New York, NY 10012",
        visitDate: "2025-09-27",
        rating: 5,
        comment: "Cacio e pepe",
      });
      // Search results too, not only the empty search page.
      screens.push(...SIGNED_IN_SCREENS, `/entry/${String(entry.id)}`, "/search?q=ponte");
    });
    afterAll(() => Promise.all(contexts.map((context) => context.close())));

    for (const language of LANGUAGES) {
      it(`in ${language}`, { timeout: 180_000 }, async () => {
        const findEnglish = untranslatedFinder(language);
        const problems: string[] = [];
        const check = async (page: Page, path: string) => {
          await show(page, path);
          if (path === "/") await openAllAnswers(page);
          // Painted from what the device kept of the account, a screen speaks its language until
          // the sign-in exchange brings the one just saved.
          await expect.poll(() => page.getAttribute("html", "lang"), { message: path }).toBe(language);
          for (const text of findEnglish(await readableText(page))) problems.push(`${path}: "${text}"`);
        };
        for (const page of [signedOut, signedIn]) {
          await page.evaluate((value) => localStorage.setItem("bitelog-language", value), language);
        }
        // Signed in, the account's saved language wins over the device's.
        await rest(baseUrl, signedInToken, "PUT", "/api/user/settings", { preferred_language: language });
        for (const path of PUBLIC_SCREENS) await check(signedOut, path);
        for (const path of screens) await check(signedIn, path);
        expect(problems).toEqual([]);
      });
    }
  });

  it("keeps the language through a reload and a sign-in, and saves it to the account", async () => {
    const germanHero = message("de", "landing.heroTitle");
    const germanDashboard = message("de", "dashboard.title");
    const italianDashboard = message("it", "dashboard.title");
    const { context, page } = await openPage(browser, { locale: "en-US" });
    await page.goto("/");
    await page.getByLabel("Language", { exact: true }).selectOption("de");
    await page.getByRole("heading", { level: 1, name: germanHero }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: germanHero }).waitFor();

    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    await page.getByRole("heading", { level: 1, name: germanDashboard }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("de");
    const settings = () => rest<UserSettings>(baseUrl, idToken, "GET", "/api/user/settings");
    expect((await settings()).preferred_language).toBe("de");

    // Changed while signed in: shown at once, saved to the account, still there after a reload.
    await page.getByLabel(message("de", "language.label"), { exact: true }).selectOption("it");
    await page.getByRole("heading", { level: 1, name: italianDashboard }).waitFor();
    await expect.poll(async () => (await settings()).preferred_language).toBe("it");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: italianDashboard }).waitFor();
    await context.close();
  });

  it("shows the language chosen last when an earlier choice's texts arrive after it", async () => {
    const manifest = JSON.parse(
      await readFile(join(import.meta.dirname, "../dist/.vite/manifest.json"), "utf8"),
    ) as Record<string, { file: string }>;
    const germanCatalog = manifest["../../packages/i18n/locales/de/messages.po"]?.file;
    if (!germanCatalog) throw new Error("the German catalog is not in Vite's manifest");
    const { context, page } = await openPage(browser, { locale: "en-US" });
    const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
    await page.route(`**/${germanCatalog}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const picker = page.getByLabel("Language", { exact: true });
    await picker.selectOption("de");
    await picker.selectOption("fr");
    const frenchHero = page.getByRole("heading", { level: 1, name: message("fr", "landing.heroTitle") });
    await frenchHero.waitFor();

    const germanLoaded = page.waitForResponse((response) => response.url().endsWith(germanCatalog));
    release(undefined);
    await germanLoaded;
    // The German catalog's module has run once the page has drawn a frame after it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    expect(await frenchHero.isVisible()).toBe(true);
    await context.close();
  });

  it("keeps the theme through a reload and applies the account's theme at sign-in", async () => {
    const first = await openPage(browser, { colorScheme: "light" });
    const account = await signInWithTermsAccepted(first.page, baseUrl);
    expect(await isDark(first.page)).toBe(false);
    await first.page.goto("/settings");
    await first.page.getByRole("main").getByRole("switch", { name: "Dark mode" }).click();
    await expect.poll(() => isDark(first.page)).toBe(true);
    const settings = () => rest<UserSettings>(baseUrl, account.idToken, "GET", "/api/user/settings");
    await expect.poll(async () => (await settings()).dark_mode).toBe(true);
    await first.page.reload();
    await first.page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    expect(await isDark(first.page)).toBe(true);

    // Another browser, whose system is light: the account's choice wins once signed in.
    const second = await openPage(browser, { colorScheme: "light" });
    await second.page.goto("/");
    expect(await isDark(second.page)).toBe(false);
    await logInWithForm(second.page, account);
    await second.page.waitForURL((url) => url.pathname === "/dashboard");
    await expect.poll(() => isDark(second.page)).toBe(true);
    await Promise.all([first.context.close(), second.context.close()]);
  });

  it("follows the system theme before any choice, and keeps the landing page light", async () => {
    const { context, page } = await openPage(browser, { colorScheme: "dark" });
    await show(page, "/terms");
    expect(await isDark(page)).toBe(true);
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.getByRole("heading", { level: 1, name: "Remember every meal worth remembering." }).waitFor();
    expect(await isDark(page)).toBe(false);
    await context.close();
  });

  it("opens the menu on a 390 px phone, follows a link and closes again", async () => {
    const { context, page } = await openPage(browser, { viewport: viewports.mobile });
    await signInWithTermsAccepted(page, baseUrl);
    expect(await page.getByRole("complementary").count()).toBe(0);
    const openMenu = page.getByRole("button", { name: "Open menu" });

    await openMenu.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    await menu.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL((url) => url.pathname === "/settings");
    await menu.waitFor({ state: "detached" });
    await page.getByRole("link", { name: "Back", exact: true }).waitFor();

    await openMenu.click();
    await menu.waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await openMenu.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.getByRole("link", { name: "Back", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await context.close();
  });
});
