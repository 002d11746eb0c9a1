import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { launchBrowser, openPage, viewports } from "./support/browser";
import { message } from "./support/catalog";
import { idTokenFor } from "./support/emulator";
import { becomeMemberThroughApi } from "./support/membership";
import { signInAsNewUser, signInWithTermsAccepted } from "./support/session";

/** A catalog message as a pattern: its {placeholders} stand for whatever the page filled in. */
function pattern(language: string, id: string): RegExp {
  const parts = message(language, id).split(/\{\w+\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")).join(".+")}$`);
}

/** Whether a click at the centre of `target` reaches it (nothing, such as a toast, lies over it). */
async function clickReaches(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const handle = await target.elementHandle();
  return page.evaluate(
    ({ x, y, element }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (element === hit || element.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, element: handle },
  );
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe("polish", () => {
  const baseUrl = inject("baseUrl");
  const sandboxUrl = inject("stripeSandboxUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it(
    "shows a member the price, the next charge, and Manage billing to the portal",
    { timeout: 90_000 },
    async () => {
      const { page, context } = await openPage(browser);
      const account = await signInAsNewUser(page);
      await becomeMemberThroughApi(baseUrl, await idTokenFor(account));
      await page.goto("/settings");
      await page.getByText("$3.99 a month", { exact: true }).waitFor();
      await page.getByText(/^Next charge on /).waitFor();
      await page.getByRole("button", { name: "Manage billing" }).click();
      await page.waitForURL((url) => url.href.startsWith(`${sandboxUrl}/portal/`));
      await context.close();
    },
  );

  it.each([
    ["desktop", viewports.desktop],
    ["phone", viewports.mobile],
  ])(
    "keeps Save entry and the header clear of a toast on a %s, and closes the toast from the keyboard",
    { timeout: 90_000 },
    async (_, viewport) => {
      const { page, context } = await openPage(browser, { viewport });
      await signInAsNewUser(page);
      await page.goto("/new");
      await page.getByLabel("Restaurant name").fill("Toast test bistro");
      // A file that is not an image is refused with a toast (a failed save is said beside Save).
      const refuseFile = () =>
        page
          .locator('input[type="file"]')
          .first()
          .setInputFiles({ name: "menu.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
      await refuseFile();
      const save = page.getByRole("button", { name: "Save entry" });
      const shown = page.locator("[data-sonner-toast]").first();
      await shown.waitFor();
      // Where a person about to save has the button: on screen.
      await save.scrollIntoViewIfNeeded();
      // Once the toast has slid into place, the header's controls (menu, brand, language) are uncovered.
      const controls = page.locator("header").first().locator("a, button, select, [role=combobox]");
      const coveredControls = async () => {
        const toastBox = await shown.boundingBox();
        const covered: (string | null)[] = [];
        for (const control of await controls.all()) {
          const box = await control.boundingBox();
          if (toastBox && box && overlaps(toastBox, box)) covered.push(await control.textContent());
        }
        return covered;
      };
      await expect.poll(coveredControls).toEqual([]);
      expect(await clickReaches(page, save)).toBe(true);

      // Closed from the keyboard: Sonner's hotkey moves focus to the toasts, Tab to the toast, then Close.
      // The toast is raised afresh first: on a busy machine the first one's time may have run out by now.
      await refuseFile();
      const toasts = page.locator("[data-sonner-toast]");
      await toasts.first().waitFor();
      const open = await toasts.count();
      await page.keyboard.press("Alt+T");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
        .toBe("Close");
      await page.keyboard.press("Enter");
      await expect.poll(() => toasts.count()).toBeLessThan(open);

      await save.click();
      await page.getByRole("heading", { name: "Toast test bistro" }).waitFor();
      await context.close();
    },
  );

  it.each([
    ["en", "en-US"],
    ["es", "es-ES"],
    ["fr", "fr-FR"],
    ["de", "de-DE"],
    ["it", "it-IT"],
    ["pt", "pt-BR"],
  ])("shows the member card in %s", { timeout: 90_000 }, async (language, locale) => {
    const { page, context } = await openPage(browser, { locale });
    await page.goto("/");
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    await becomeMemberThroughApi(baseUrl, idToken);
    await page.goto("/settings");
    await page.getByText(pattern(language, "membership.pricePerMonthLong")).waitFor();
    await page.getByText(pattern(language, "membership.nextCharge")).waitFor();
    await page.getByRole("button", { name: message(language, "membership.manageBilling") }).waitFor();
    await context.close();
  });
});
