import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { PLAN_LIMITS } from "@bitelog/config";

import { rest, trpcMutation, uploadPhotoThroughApi } from "./support/api";
import { launchBrowser, openPage } from "./support/browser";
import { message } from "./support/catalog";
import { logInWithForm, signInWithTermsAccepted } from "./support/session";

const FREE_ENTRIES = PLAN_LIMITS.free.maxEntries ?? 0;
const locales = { en: "en-US", fr: "fr-FR", de: "de-DE" } as const;

interface ListedEntry {
  id: string;
  restaurant_name: string;
  photoUrls: string[];
}

/** The page's native dialogs (confirm, alert, prompt): the app asks with its own, never with these. */
function nativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/** Issue 32, items 4, 14 and 16: the person never loses work, and is told things in time. */
describe("no lost work", () => {
  let browser: Browser;
  const baseUrl = inject("baseUrl");
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const language of ["en", "fr"] as const) {
    const say = (id: string) => message(language, id);

    it(`keeps a half-written entry through an idle logout and brings the person back to it, ${language}`, async () => {
      const { page, context } = await openPage(browser, { locale: locales[language] });
      const dialogs = nativeDialogs(page);
      await context.clock.install();
      await page.goto("/");
      const account = await signInWithTermsAccepted(page, baseUrl);
      await page.goto("/new");
      await page.getByRole("heading", { level: 1, name: say("newEntry.title") }).waitFor();
      await page.getByLabel(say("entryForm.name")).fill("Trattoria del Sonno");
      await page.getByLabel(say("entryForm.comment")).fill("The tiramisu, half-remembered");

      // Ten minutes without a keystroke: logged out, told why, the draft left on the device.
      await context.clock.fastForward("10:01");
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByText(say("auth.idleLoggedOut")).waitFor();

      // Signing in again opens the form it left, with what was written and a way to drop it.
      await logInWithForm(page, account);
      await page.waitForURL((url) => url.pathname === "/new");
      await page.getByText(say("entryForm.draftRestored"), { exact: true }).waitFor();
      expect(await page.getByLabel(say("entryForm.name")).inputValue()).toBe("Trattoria del Sonno");
      expect(await page.getByLabel(say("entryForm.comment")).inputValue()).toBe(
        "The tiramisu, half-remembered",
      );

      // Leaving asks with the app's own dialog; staying keeps everything.
      await page
        .getByRole("link", { name: say("nav.search") })
        .first()
        .click();
      const leave = page.getByRole("alertdialog", { name: say("entryForm.leaveTitle") });
      await leave.getByRole("button", { name: say("entryForm.stay") }).click();
      await leave.waitFor({ state: "detached" });
      expect(new URL(page.url()).pathname).toBe("/new");

      // Discarded on purpose: gone, here and after a reload.
      await page.getByRole("button", { name: say("entryForm.discardDraft") }).click();
      expect(await page.getByLabel(say("entryForm.name")).inputValue()).toBe("");
      await page.reload();
      await page.getByRole("heading", { level: 1, name: say("newEntry.title") }).waitFor();
      expect(await page.getByLabel(say("entryForm.name")).inputValue()).toBe("");
      expect(await page.getByText(say("entryForm.draftRestored"), { exact: true }).count()).toBe(0);
      expect(dialogs).toEqual([]);
      await context.close();
    });
  }

  it("brings an entry being edited back in edit mode after an idle logout, and a deliberate logout asks about it", async () => {
    const say = (id: string) => message("de", id);
    const { page, context } = await openPage(browser, { locale: locales.de });
    const dialogs = nativeDialogs(page);
    await context.clock.install();
    await page.goto("/");
    const account = await signInWithTermsAccepted(page, baseUrl);
    const { id } = await trpcMutation<{ id: string }>(baseUrl, account.idToken, "entries.create", {
      restaurantName: "Gasthaus Adler",
      visitDate: "2025-09-01",
    });
    await page.goto(`/entry/${id}`);
    await page.getByRole("button", { name: say("entry.edit") }).click();
    await page.getByLabel(say("entryForm.name")).fill("Gasthaus Goldener Adler");

    await context.clock.fastForward("10:01");
    await page.waitForURL((url) => url.pathname === "/");
    await logInWithForm(page, account);
    await page.waitForURL((url) => url.pathname === `/entry/${id}`);
    await page.getByText(say("entryForm.draftRestored"), { exact: true }).waitFor();
    expect(await page.getByLabel(say("entryForm.name")).inputValue()).toBe("Gasthaus Goldener Adler");

    // Logging out on purpose with a draft: keep it or discard it, in our dialog.
    await page.getByRole("button", { name: say("layout.logout") }).click();
    const question = page.getByRole("alertdialog", { name: say("logout.confirmTitle") });
    await question.getByRole("button", { name: say("logout.keepDrafts") }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await logInWithForm(page, account);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.goto(`/entry/${id}`);
    expect(await page.getByLabel(say("entryForm.name")).inputValue()).toBe("Gasthaus Goldener Adler");
    await page.getByRole("button", { name: say("layout.logout") }).click();
    await question.getByRole("button", { name: say("logout.discard") }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await logInWithForm(page, account);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.goto(`/entry/${id}`);
    await page.getByRole("heading", { level: 1, name: "Gasthaus Adler" }).waitFor();
    expect(await page.getByLabel(say("entryForm.name")).count()).toBe(0);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it("deletes an entry after our own question, and Undo brings it back with its photos", async () => {
    const say = (id: string) => message("de", id);
    const { page, context } = await openPage(browser, { locale: locales.de });
    const dialogs = nativeDialogs(page);
    await page.goto("/");
    const account = await signInWithTermsAccepted(page, baseUrl);
    const [kept, gone] = await Promise.all(
      ["Brauhaus Sion", "Café Einmal"].map((restaurantName) =>
        trpcMutation<{ id: string }>(baseUrl, account.idToken, "entries.create", {
          restaurantName,
          visitDate: "2025-09-01",
        }),
      ),
    );
    await uploadPhotoThroughApi(baseUrl, account.idToken, kept?.id ?? "");
    const journal = () => rest<ListedEntry[]>(baseUrl, account.idToken, "GET", "/api/journal");

    await page.goto(`/entry/${kept?.id ?? ""}`);
    await page.getByRole("button", { name: say("entry.delete"), exact: true }).click();
    const question = page.getByRole("alertdialog", { name: say("entry.deleteTitle") });
    await question.getByText(say("entry.deleteText")).waitFor();
    await question.getByRole("button", { name: say("entry.deleteConfirm") }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByText(say("entry.deleted")).waitFor();
    await expect.poll(() => page.getByRole("link", { name: /Brauhaus Sion/ }).count()).toBe(0);
    await page.getByRole("button", { name: say("entry.undoDelete") }).click();
    await page.getByText(say("entry.restored")).waitFor();
    await page
      .getByRole("link", { name: /Brauhaus Sion/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/entry/${kept?.id ?? ""}`);
    await page.locator('main img[src*="/api/images/"]').first().waitFor();

    // Without Undo the deletion reaches the server once its toast is over.
    await page.goto(`/entry/${gone?.id ?? ""}`);
    await page.getByRole("button", { name: say("entry.delete"), exact: true }).click();
    await question.getByRole("button", { name: say("entry.deleteConfirm") }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await expect
      .poll(async () => (await journal()).map((entry) => [entry.restaurant_name, entry.photoUrls.length]), {
        timeout: 30_000,
      })
      .toEqual([["Brauhaus Sion", 1]]);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  for (const language of ["en", "fr"] as const) {
    const say = (id: string) => message(language, id);

    it(`warns on /new when the plan is full, and says a refused save beside Save, ${language}`, async () => {
      const { page, context } = await openPage(browser, { locale: locales[language] });
      const dialogs = nativeDialogs(page);
      await page.goto("/");
      const account = await signInWithTermsAccepted(page, baseUrl);
      // One after the other: the server refuses a burst of one person's writes (429).
      for (let i = 0; i < FREE_ENTRIES; i += 1)
        await rest(baseUrl, account.idToken, "POST", "/api/journal", {
          restaurantName: `Place ${String(i).padStart(2, "0")}`,
          visitDate: "2025-10-01",
        });

      // Before anything is typed: the plan is full, with the way to upgrade.
      await page.goto("/new");
      const warning = page.getByRole("alert").filter({ hasText: say("membership.limitReachedTitle") });
      await warning.waitFor();
      await warning.getByRole("link", { name: say("membership.limitWarningUpgrade") }).waitFor();

      // Saved anyway: refused, said next to Save, focused, in the page's language only.
      await page.getByLabel(say("entryForm.name")).fill("One too many");
      await page.getByRole("button", { name: say("entryForm.save") }).click();
      const refusal = page.getByRole("alert").filter({ hasText: say("errors.entryLimitNotSaved") });
      await refusal.waitFor();
      await refusal.getByRole("link", { name: say("entries.upgrade") }).waitFor();
      expect(await refusal.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.getByText("You have reached your entry limit.").count()).toBe(0);
      expect(await page.getByText("Entry limit reached", { exact: false }).count()).toBe(0);
      expect(dialogs).toEqual([]);
      await context.close();
    });
  }

  it("leaves a form it has just saved without asking, while the saved entry is still opening", async () => {
    const { page, context } = await openPage(browser);
    await signInWithTermsAccepted(page, baseUrl);
    await page.goto("/new");
    await page.getByLabel("Restaurant name").fill("Osteria Lenta");
    // The saved entry's page waits for its answer: the form stays on screen meanwhile.
    const { promise: released, resolve: release } = Promise.withResolvers<undefined>();
    await page.route("**/trpc/*entries.get*", async (route) => {
      await released;
      await route.fallback();
    });
    await page.getByRole("button", { name: "Save entry" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/entry/"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Search" }).click();
    await page.waitForURL((url) => url.pathname === "/search");
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    release(undefined);
    await context.close();
  });
});
