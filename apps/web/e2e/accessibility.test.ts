import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { rest, trpcMutation } from "./support/api";
import { seriousViolations } from "./support/axe";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { createAccount, idTokenFor } from "./support/emulator";
import { walkWithTab } from "./support/keyboard";
import { logInWithForm, signInWithTermsAccepted } from "./support/session";

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

const PUBLIC_SCREENS = [
  "/",
  "/?auth=signup",
  "/terms",
  "/privacy",
  "/no-such-page",
  "/auth-action?mode=x&oobCode=y",
];
const SIGNED_IN_SCREENS = ["/dashboard", "/new", "/search", "/browse", "/map", "/settings", "/membership"];

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
}

async function shownTheme(page: Page): Promise<Theme> {
  return (await page.evaluate(() => document.documentElement.classList.contains("dark"))) ? "dark" : "light";
}

describe("accessibility", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  describe("axe finds nothing serious", () => {
    for (const theme of THEMES) {
      it(`on the public screens, ${theme}`, { timeout: 120_000 }, async () => {
        const { context, page } = await openPage(browser, { colorScheme: theme });
        const problems: string[] = [];
        for (const path of PUBLIC_SCREENS) {
          await settle(page, path);
          // The landing page is always light (docs/product.md §2); every other screen follows the system
          // here.
          expect(await shownTheme(page), path).toBe(path.startsWith("/?") || path === "/" ? "light" : theme);
          problems.push(...(await seriousViolations(page, path)));
        }
        expect(problems).toEqual([]);
        await context.close();
      });

      // Ten screens, each settled and read by axe: minutes when the machine runs the other files too.
      it(`on the signed-in screens and their dialogs, ${theme}`, { timeout: 240_000 }, async () => {
        const { context, page } = await openPage(browser);
        const { idToken } = await signInWithTermsAccepted(page, baseUrl);
        // The account's theme is applied at each sign-in exchange, so it is set there.
        await rest(baseUrl, idToken, "PUT", "/api/user/settings", { dark_mode: theme === "dark" });
        const entry = await trpcMutation<{ id: number | string }>(baseUrl, idToken, "entries.create", {
          restaurantName: "Le Petit Jardin",
          visitDate: "2025-08-16",
          rating: 4,
          comment: "Duck confit, then the lemon tart.",
        });
        const problems: string[] = [];
        for (const path of [...SIGNED_IN_SCREENS, `/entry/${String(entry.id)}`, "/search?q=jardin"]) {
          await settle(page, path);
          expect(await shownTheme(page), path).toBe(theme);
          problems.push(...(await seriousViolations(page, path)));
        }

        await settle(page, "/dashboard");
        await page.getByRole("button", { name: "A note from the developer" }).click();
        await page.getByRole("dialog").waitFor();
        problems.push(...(await seriousViolations(page, "developer note")));
        await page.keyboard.press("Escape");

        await settle(page, "/settings");
        await page.getByRole("button", { name: "Delete my account" }).click();
        await page.getByRole("alertdialog").waitFor();
        problems.push(...(await seriousViolations(page, "delete confirmation")));
        await page.keyboard.press("Escape");

        await page.setViewportSize(viewports.mobile);
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog", { name: "Menu" }).waitFor();
        problems.push(...(await seriousViolations(page, "mobile menu")));
        expect(problems).toEqual([]);
        await context.close();
      });

      it(`on the terms modal and the e-mail verification screen, ${theme}`, async () => {
        const problems: string[] = [];
        for (const verified of [true, false]) {
          const { context, page } = await openPage(browser);
          const account = await createAccount({ verified });
          const idToken = await idTokenFor(account);
          await rest(baseUrl, idToken, "POST", "/api/auth/firebase", { idToken });
          await rest(baseUrl, idToken, "PUT", "/api/user/settings", { dark_mode: theme === "dark" });
          await page.goto("/");
          await logInWithForm(page, account);
          if (verified) {
            await page.getByRole("dialog", { name: "Terms of Service" }).waitFor();
            problems.push(...(await seriousViolations(page, "terms modal")));
          } else {
            await page.waitForURL((url) => url.pathname === "/verify-email");
            await page.getByRole("heading", { level: 1 }).waitFor();
            problems.push(...(await seriousViolations(page, "/verify-email")));
          }
          expect(await shownTheme(page)).toBe(theme);
          await context.close();
        }
        expect(problems).toEqual([]);
      });
    }
  });

  describe("the keyboard reaches and works every control", () => {
    it("on the landing page", async () => {
      const { context, page } = await openPage(browser);
      await settle(page, "/");
      // The prerendered page's controls are disabled until the script has taken the page over.
      await expect.poll(() => page.locator('#auth input[type="email"]').isEnabled()).toBe(true);
      const walk = await walkWithTab(page);
      expect(walk.controls.length).toBeGreaterThan(10);
      expect(walk.missed).toEqual([]);

      // A call to action, by Enter: the card switches to sign-up and the focus moves into it.
      await page.getByRole("button", { name: "Create your free account" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Create your Bitelog account" }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("type")))
        .toBe("email");

      // A question of the FAQ opens with Enter and closes with Space.
      const question = page.getByRole("button", { name: "How much does it cost?" });
      await question.focus();
      await page.keyboard.press("Enter");
      expect(await question.getAttribute("aria-expanded")).toBe("true");
      await page
        .getByText("The free plan costs nothing: up to 50 entries, with up to 3 photos each.")
        .waitFor();
      await page.keyboard.press(" ");
      expect(await question.getAttribute("aria-expanded")).toBe("false");
      await context.close();
    });

    it("on the settings page", async () => {
      const { context, page } = await openPage(browser);
      await signInWithTermsAccepted(page, baseUrl);
      await settle(page, "/settings");
      const walk = await walkWithTab(page);
      expect(walk.controls.length).toBeGreaterThan(10);
      expect(walk.missed).toEqual([]);

      const main = page.getByRole("main");
      await main.getByRole("switch", { name: "Dark mode" }).focus();
      await page.keyboard.press(" ");
      await expect.poll(() => shownTheme(page)).toBe("dark");

      const remove = main.getByRole("button", { name: "Delete my account" });
      await remove.focus();
      await page.keyboard.press("Enter");
      const confirmation = page.getByRole("alertdialog", { name: "Delete your account?" });
      await confirmation.waitFor();
      // The safe answer has the focus, so Enter never deletes by accident.
      expect(
        await confirmation
          .getByRole("button", { name: "Cancel" })
          .evaluate((b) => b === document.activeElement),
      ).toBe(true);
      await page.keyboard.press("Escape");
      await confirmation.waitFor({ state: "detached" });
      expect(await remove.evaluate((button) => button === document.activeElement)).toBe(true);

      // The language changes from the keyboard too (arrow keys on the closed selector).
      await main.getByLabel("Language", { exact: true }).focus();
      await page.keyboard.press("ArrowDown");
      await page.getByRole("heading", { level: 1, name: "Ajustes" }).waitFor();
      await context.close();
    });

    it("keeps the focus on the language selector while the language changes", async () => {
      const { context, page } = await openPage(browser);
      await settle(page, "/terms");
      // Found by place, not by its label, which changes language with the page.
      const select = page.locator("header select");
      // The prerendered page's selector is disabled until the script has taken the page over.
      await expect.poll(() => select.isEnabled()).toBe(true);
      await select.focus();
      await page.keyboard.press("ArrowDown");
      await page.getByRole("heading", { level: 1, name: "Términos del servicio" }).waitFor();
      // Arrowing on through the languages must not need the mouse to find the selector again.
      expect(await select.evaluate((element) => element === document.activeElement)).toBe(true);
      await context.close();
    });
  });
});
