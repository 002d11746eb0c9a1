import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { rest, uploadPhotoThroughApi } from "./support/api";
import { e2eMapHosts, launchBrowser, openPage, viewports } from "./support/browser";
import { filled, message, normalize } from "./support/catalog";
import { createAccount } from "./support/emulator";
import { logInWithForm, signInWithTermsAccepted } from "./support/session";

/** On how many lines the text `text` (one text node under `scope`) is laid out. */
async function linesOf(page: Page, scope: string, text: string): Promise<number> {
  return page.locator(scope).evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() !== wanted) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top));
      return new Set(tops).size;
    }
    throw new Error(`"${wanted}" is not shown`);
  }, text);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function sectionText(page: Page, id: string): Promise<string> {
  return normalize(await page.locator(`section#${id}`).innerText());
}

describe("wording and layout", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  // The test server runs without a Google key: the open map from MAP_STYLE_URL, and Photon.
  const hosts = e2eMapHosts();

  it.each([
    ["fr", "fr-FR"],
    ["de", "de-DE"],
  ])("the legal texts name the configured map services and share links, in %s", async (language, locale) => {
    const { page, context } = await openPage(browser, { locale });
    await page.goto("/privacy");
    await page.locator("section#maps").waitFor();
    const maps = await sectionText(page, "maps");
    expect(maps).toContain(filled(language, "privacy.maps.tiles", hosts));
    expect(maps).toContain(filled(language, "privacy.maps.photonSearch", hosts));
    expect(maps).toContain(filled(language, "privacy.maps.photonPlacing", hosts));
    expect(maps).not.toContain("Google");
    expect(await sectionText(page, "photos")).toContain(filled(language, "privacy.photos.shown"));

    await page.goto("/terms");
    await page.locator("section#maps").waitFor();
    const terms = await sectionText(page, "maps");
    expect(terms).toContain(filled(language, "terms.maps.tiles", hosts));
    expect(terms).toContain(filled(language, "terms.maps.photonSearch", hosts));
    expect(terms).not.toContain("Google");
    expect(await sectionText(page, "acceptable-use")).toContain(filled(language, "terms.use.sharedPictures"));
    await context.close();
  });

  it.each([
    ["fr", "fr-FR"],
    ["de", "de-DE"],
  ])(
    "keeps the plan labels and the sidebar's Language label on one line, in %s",
    async (language, locale) => {
      for (const colorScheme of ["light", "dark"] as const) {
        const { page, context } = await openPage(browser, { locale, colorScheme });
        await page.goto("/");
        await signInWithTermsAccepted(page, baseUrl);
        await page.goto("/settings");
        await page.getByRole("radiogroup").waitFor();
        expect(await linesOf(page, "main [role=radiogroup]", message(language, "membership.yearly"))).toBe(1);
        expect(await linesOf(page, "main [role=radiogroup]", message(language, "membership.monthly"))).toBe(
          1,
        );
        expect(await linesOf(page, "#app-sidebar", message(language, "language.label"))).toBe(1);
        await context.close();
      }
    },
  );

  it("paints the sidebar's background down to the end of a long page", async () => {
    const { page, context } = await openPage(browser, { locale: "fr-FR" });
    await page.goto("/");
    await signInWithTermsAccepted(page, baseUrl);
    await page.goto("/settings");
    await page.getByRole("radiogroup").waitFor();
    const { painted, pageHeight, screenHeight } = await page.evaluate(() => {
      // The box that paints the sidebar's background: the sidebar, or the first one around it that does.
      let box: Element | null = document.getElementById("app-sidebar");
      while (box && getComputedStyle(box).backgroundColor === "rgba(0, 0, 0, 0)") box = box.parentElement;
      const rect = box?.getBoundingClientRect();
      return {
        painted: rect ? rect.bottom + window.scrollY : 0,
        pageHeight: document.documentElement.scrollHeight,
        screenHeight: window.innerHeight,
      };
    });
    expect(pageHeight).toBeGreaterThan(screenHeight);
    expect(painted).toBeGreaterThanOrEqual(pageHeight - 1);
    await context.close();
  });

  it("lists entries waiting to sync in their A-Z places on the dashboard", async () => {
    const { page, context } = await openPage(browser);
    const account = await signInWithTermsAccepted(page, baseUrl);
    for (const restaurantName of ["Bistro Beta", "Zinc Bar"])
      await rest(baseUrl, account.idToken, "POST", "/api/journal", {
        restaurantName,
        visitDate: "2026-11-01",
      });
    // No new entry reaches the server: they wait on the device. The page is not left meanwhile (a
    // page being left sends its outbox, past playwright-core's routes).
    const held = (route: Route) => route.abort("connectionreset");
    await page.route(/\/trpc\/entries\.create/, held);
    await page.goto("/dashboard");
    const sidebar = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Mango Tree", "Alpha Grill"]) {
      await sidebar.getByRole("link", { name: "Add entry" }).click();
      await page.getByLabel("Restaurant name").fill(name);
      await page.getByRole("button", { name: "Save entry" }).click();
      await page.getByRole("heading", { name }).waitFor();
    }
    await sidebar.getByRole("link", { name: "Entries dashboard" }).click();
    const names = () => page.locator("main li :is(h2, h3)").allTextContents();
    await expect.poll(names).toEqual(["Alpha Grill", "Bistro Beta", "Mango Tree", "Zinc Bar"]);
    await context.close();
  });

  it("leaves no large empty space in a card without a photo beside one with a photo", async () => {
    const { page, context } = await openPage(browser, { viewport: viewports.desktop });
    const account = await signInWithTermsAccepted(page, baseUrl);
    for (const restaurantName of ["Ama", "Bao", "Cha"]) {
      const entry = await rest<{ id: string }>(baseUrl, account.idToken, "POST", "/api/journal", {
        restaurantName,
        visitDate: "2026-11-01",
      });
      if (restaurantName === "Ama") await uploadPhotoThroughApi(baseUrl, account.idToken, entry.id);
    }
    await page.goto("/dashboard");
    const cards = page.locator('main li a[href^="/entry/"]');
    await expect.poll(() => cards.count()).toBe(3);
    await page.locator("main li img").first().waitFor();
    const gaps = await cards.evaluateAll((links) =>
      links.map((link) => {
        const last = link.lastElementChild?.lastElementChild;
        return Math.round(link.getBoundingClientRect().bottom - (last?.getBoundingClientRect().bottom ?? 0));
      }),
    );
    // What is left under each card's last line is its padding and border, nothing more.
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(24);
    await context.close();
  });

  it.each([
    ["fr", "fr-FR"],
    ["de", "de-DE"],
  ])("shows toasts clear of the language selector of the public pages, in %s", async (language, locale) => {
    const { page, context } = await openPage(browser, { locale });
    await page.goto("/");
    // An address not verified yet: logging in says so in a toast, on the way to /verify-email.
    await logInWithForm(page, await createAccount({ verified: false }));
    const toast = page.locator("[data-sonner-toast]").filter({
      hasText: message(language, "auth.emailVerificationRequired"),
    });
    await toast.waitFor();
    // Where it comes to rest, once its sliding in is over (two equal readings in a row can come before
    // the slide starts on a busy machine, so the check is repeated until it holds or the poll gives up).
    const selector = page.locator("header select");
    await expect
      .poll(async () => {
        const [toastBox, selectorBox] = await Promise.all([toast.boundingBox(), selector.boundingBox()]);
        return toastBox !== null && selectorBox !== null && !overlaps(toastBox, selectorBox);
      })
      .toBe(true);
    await context.close();
  });
});
