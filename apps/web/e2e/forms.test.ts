import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launchBrowser, openPage, viewports } from "./support/browser";
import { message } from "./support/catalog";
import { signInAsNewUser } from "./support/session";

/**
 * What a screen reader hears of a field's error: the text of the element its aria-describedby
 * names, which must sit in a live region (so it is announced as it appears) and mark the field invalid.
 */
async function announcedError(field: Locator): Promise<string | null> {
  return field.evaluate((element) => {
    const described = (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id))
      .find((node) => node?.id.endsWith("-error"));
    if (!described) return null;
    const live = described.closest("[aria-live]")?.getAttribute("aria-live");
    const invalid = element.getAttribute("aria-invalid") === "true";
    return live === "polite" && invalid ? described.textContent : "(neither live nor marked invalid)";
  });
}

async function hasFocus(field: Locator): Promise<boolean> {
  return field.evaluate((element) => element === document.activeElement);
}

/**
 * Submits, then expects `field` to be focused and to announce `text` (a catalog message). Forced:
 * a submit button that is only aria-disabled stays pressable on purpose, to say why.
 */
async function expectRefused(submit: Locator, field: Locator, text: string): Promise<void> {
  await submit.click({ force: true });
  await expect.poll(() => announcedError(field)).toBe(text);
  expect(await hasFocus(field)).toBe(true);
}

describe("forms", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ["en", viewports.desktop],
    ["fr", viewports.mobile],
  ] as const)(
    "the sign-in card in %s refuses with the error by the field, announced, the field focused",
    async (language, viewport) => {
      const { page, context } = await openPage(browser, { locale: language, viewport });
      await page.goto("/");
      const card = page.locator("#auth");
      const email = card.locator('input[type="email"]');
      const password = card.locator('input[type="password"]');
      const submit = card.locator('button[type="submit"]');
      const required = message(language, "errors.required");
      // The page comes prerendered: its form takes input once the script has taken it over. The
      // forced clicks below do not wait for the page to settle: it loads the rest of itself first.
      await expect.poll(() => email.isEnabled()).toBe(true);
      await page.waitForLoadState("networkidle");

      // Both empty: both refused, the first one focused.
      await expectRefused(submit, email, required);
      expect(await announcedError(password)).toBe(required);

      // The address filled in: its error goes as it is typed, and the password is focused next.
      await email.fill("someone@example.com");
      await expect.poll(() => announcedError(email)).toBeNull();
      await expectRefused(submit, password, required);

      // Sign-up keeps the address and asks for a longer password.
      await card.getByRole("button", { name: message(language, "auth.signUpLink") }).click();
      await password.fill("short");
      await expectRefused(submit, password, message(language, "auth.passwordTooShort"));

      // Forgot password: the address is required.
      await card.getByRole("button", { name: message(language, "auth.logInLink") }).click();
      await card.getByRole("button", { name: message(language, "auth.forgotLink") }).click();
      await email.fill("");
      await expectRefused(submit, email, message(language, "errors.emailRequired"));
      await context.close();
    },
  );

  it.each([
    ["desktop", viewports.desktop],
    ["phone", viewports.mobile],
  ] as const)("the entry form on a %s points at the field to fix", async (_name, viewport) => {
    const { page, context } = await openPage(browser, { viewport });
    await signInAsNewUser(page);
    await page.goto("/new");
    const name = page.getByLabel("Restaurant name");
    const date = page.getByLabel("Visit date");
    const save = page.getByRole("button", { name: "Save entry" });

    // docs/product.md §5: Save reads as disabled while the name is empty; pressing it says why.
    expect(await save.getAttribute("aria-disabled")).toBe("true");
    await page.getByLabel("Comment").fill("The kitchen was closed");
    await expectRefused(save, name, "The restaurant name is required.");

    // A name of spaces is no name either (the server's rule: a visible character).
    await name.fill("   ");
    await expectRefused(save, name, "The restaurant name is required.");

    // The name fixed, the date emptied: the date is the field to fix, the comment still there.
    await name.fill("Zucca");
    expect(await save.getAttribute("aria-disabled")).toBeNull();
    await date.fill("");
    await expectRefused(save, date, "The visit date is required.");
    expect(await announcedError(name)).toBeNull();
    expect(await page.getByLabel("Comment").inputValue()).toBe("The kitchen was closed");

    // Saved as the server reads it: trimmed.
    await name.fill("  Zucca  ");
    await date.fill("2026-03-14");
    await save.click();
    await page.getByRole("heading", { name: "Zucca", exact: true }).waitFor();
    await context.close();
  });
});
