import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launchBrowser, openPage, viewports } from "./support/browser";

describe("the web shell", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("loads the landing page in English by default", async () => {
    const { context, page } = await openPage(browser, { locale: "en-US" });
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Remember every meal worth remembering." }).waitFor();
    expect(await page.getByText("Your personal restaurant and food journal.").isVisible()).toBe(true);
    expect(await page.title()).toBe("Bitelog · Your personal restaurant and food journal.");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await context.close();
  });

  it("asks for the detected language's catalog while the page is parsed, within the CSP", async () => {
    const { context, page } = await openPage(browser, { locale: "de-DE" });
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().includes("Content Security Policy"))
        refused.push(message.text());
    });
    await page.goto("/");
    await page.getByRole("heading", { name: "Willkommen zurück" }).waitFor();
    const catalogs = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith("/assets/messages-")),
    );
    const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((link) => link.getAttribute("href")),
    );
    expect(catalogs).toHaveLength(1);
    expect(preloaded).toContain(catalogs[0]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("shows the 404 page for an unknown path, logs the path and links home", async () => {
    const { context, page } = await openPage(browser, { viewport: viewports.mobile });
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    expect(warnings.some((text) => text.includes("/no/such/page"))).toBe(true);
    await page.getByRole("link", { name: "Return to home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("switches the language, and remembers it across a reload", async () => {
    const { context, page } = await openPage(browser, { locale: "en-US" });
    await page.goto("/");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    await page.getByLabel("Language").selectOption("es");
    await page.getByRole("heading", { name: "Hola de nuevo" }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("es");
    expect(await page.evaluate(() => localStorage.getItem("bitelog-language"))).toBe("es");
    const cookie = (await context.cookies()).find((c) => c.name === "bitelog-language");
    expect(cookie?.value).toBe("es");
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.reload();
    await page.getByRole("heading", { name: "Hola de nuevo" }).waitFor();
    await page.getByLabel("Idioma").selectOption("de");
    await page.getByRole("heading", { name: "Willkommen zurück" }).waitFor();
    await context.close();
  });

  it("follows the browser's language on a first visit", async () => {
    const { context, page } = await openPage(browser, { locale: "fr-FR" });
    await page.goto("/no-page");
    await page.getByRole("heading", { name: "Oups ! Page introuvable" }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    await context.close();
  });

  it("shows the landing page's screenshots in the page's language, a phone's on a phone, as AVIF", async () => {
    for (const [locale, viewport, expected] of [
      ["fr-FR", viewports.mobile, "/landing/fr/log-visits-phone.avif"],
      ["de-DE", viewports.desktop, "/landing/de/log-visits-desktop.avif"],
    ] as const) {
      const { context, page } = await openPage(browser, { locale, viewport });
      await page.goto("/");
      const first = page.locator("figure img").first();
      await first.scrollIntoViewIfNeeded();
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(
        expected,
      );
      // The space it takes is reserved before it loads: its size is given for either layout.
      const box = await first.boundingBox();
      expect(
        box && Math.abs(box.width / box.height - (viewport === viewports.mobile ? 390 / 700 : 1024 / 640)),
      ).toBeLessThan(0.02);
      await context.close();
    }
  });
});
