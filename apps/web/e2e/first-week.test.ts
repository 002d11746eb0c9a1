import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { acceptTermsThroughApi, rest, trpcMutation } from "./support/api";
import { launchBrowser, openPage, sidewaysOverflow } from "./support/browser";
import { message } from "./support/catalog";
import { createAccount, idTokenFor, latestOobCode, verifyAccount } from "./support/emulator";
import { E2E_CONTACT_EMAIL } from "./support/env";
import { logInWithForm, signInWithTermsAccepted } from "./support/session";

/** What new users ran into in their first week (issue 16), each in a language other than English. */
describe("a new user's first week", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("leaves /verify-email by logging out or with another address, and is told when the link verified it", async () => {
    const { page, context } = await openPage(browser, { locale: "fr-FR" });
    const fr = (id: string) => message("fr", id);
    const account = await createAccount();
    await page.goto("/");
    await logInWithForm(page, account);
    await page.waitForURL("**/verify-email");
    // The landing page sends a signed-in, unverified user back here: the way out is on this screen.
    await page.goto("/");
    await page.waitForURL("**/verify-email");
    await page.getByRole("button", { name: fr("verifyEmail.resend") }).click();
    const code = await latestOobCode(account.email, "VERIFY_EMAIL");

    await page.getByRole("button", { name: fr("verifyEmail.differentEmail") }).click();
    await page.getByRole("heading", { name: fr("auth.signupTitle") }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    await page.goto("/");
    await logInWithForm(page, account);
    await page.waitForURL("**/verify-email");
    await page.getByRole("button", { name: fr("layout.logout") }).click();
    await page.getByText(fr("auth.loginTitle")).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    // Signed out, the link verifies the address and leads to the login card, saying so.
    await page.goto(`/auth-action?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
    await page.getByText(fr("landing.notice.verified")).waitFor({ timeout: 15_000 });
    await page.getByText(fr("auth.loginTitle")).waitFor();
    // The provider's own page applied a code and continued here without it: that is a success.
    await page.goto("/auth-action?mode=verifyEmail");
    await page.getByText(fr("landing.notice.verified")).waitFor({ timeout: 15_000 });
    expect(await page.getByText(fr("auth.missingCode")).count()).toBe(0);
    await context.close();
  });

  it("checks the status when the e-mail's link was applied by the provider's own page", async () => {
    const { page, context } = await openPage(browser, { locale: "de-DE" });
    const de = (id: string) => message("de", id);
    const account = await createAccount();
    await page.goto("/");
    await logInWithForm(page, account);
    await page.waitForURL("**/verify-email");
    // Not verified yet: the page says so instead of claiming a success or a broken link.
    await page.goto("/auth-action?mode=verifyEmail");
    await page.getByText(de("auth.notVerifiedYet")).waitFor({ timeout: 15_000 });
    await verifyAccount(account.uid);
    await page.goto("/auth-action?mode=verifyEmail");
    await page.getByText(de("auth.emailVerified")).first().waitFor({ timeout: 15_000 });
    await page.waitForURL("**/dashboard", { timeout: 20_000 });
    await context.close();
  });

  it("moves on from /verify-email by itself when the address is verified elsewhere", async () => {
    const { page, context } = await openPage(browser, { locale: "es-ES" });
    const es = (id: string) => message("es", id);
    const account = await createAccount();
    await page.goto("/");
    await logInWithForm(page, account);
    await page.waitForURL("**/verify-email");
    await page.getByRole("heading", { name: es("verifyEmail.title") }).waitFor();
    // Verified on the phone: nothing is clicked here.
    await verifyAccount(account.uid);
    await page.getByText(es("auth.emailVerified")).first().waitFor({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname !== "/verify-email");
    await context.close();
  });

  it("signs in to the account's language, not the browser's, and keeps it", async () => {
    const { page, context } = await openPage(browser, { locale: "en-US" });
    const account = await createAccount({ verified: true });
    const idToken = await idTokenFor(account);
    await acceptTermsThroughApi(baseUrl, idToken, "fr");
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: message("en", "landing.heroTitle") }).waitFor();
    await logInWithForm(page, account);
    await page.getByRole("heading", { level: 1, name: message("fr", "dashboard.title") }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    const settings = await rest<{ preferred_language: string }>(
      baseUrl,
      idToken,
      "GET",
      "/api/user/settings",
    );
    expect(settings.preferred_language).toBe("fr");
    // Remembered by this browser: the next visit starts in French before anyone signs in.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: message("fr", "dashboard.title") }).waitFor();
    await context.close();
  });

  it("browses names with an accent first under their letter, and the rest under #", async () => {
    const { page, context } = await openPage(browser, { locale: "es-ES" });
    await page.goto("/");
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    for (const restaurantName of ["Élysée", "Ötztal Hütte", "123 Pho", "Zuni"]) {
      await trpcMutation(baseUrl, idToken, "entries.create", { restaurantName, visitDate: "2025-05-01" });
    }
    await page.goto("/browse?letter=e");
    const entries = page.getByRole("main");
    await entries.getByText("Élysée").waitFor();
    await page.getByRole("link", { name: "o", exact: true }).click();
    await entries.getByText("Ötztal Hütte").waitFor();
    await page.getByRole("link", { name: message("es", "browse.otherLetter") }).click();
    await entries.getByText("123 Pho").waitFor();
    expect(await entries.getByText("Zuni").count()).toBe(0);
    await context.close();
  });

  it("asks before leaving unsaved work on /new and in edit mode, in German", async () => {
    const { page, context } = await openPage(browser, { locale: "de-DE" });
    const de = (id: string) => message("de", id);
    await page.goto("/");
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    const { id } = await trpcMutation<{ id: string }>(baseUrl, idToken, "entries.create", {
      restaurantName: "Gasthaus Krone",
      visitDate: "2025-05-01",
    });
    // The app asks with its own dialog; the browser's own question comes only when the page unloads.
    const nativeQuestions: string[] = [];
    page.on("dialog", (dialog) => {
      if (dialog.type() !== "beforeunload") nativeQuestions.push(dialog.message());
      void dialog.accept();
    });
    const sidebar = page.getByRole("navigation", { name: de("nav.label") });
    const question = page.getByRole("alertdialog", { name: de("entryForm.leaveTitle") });

    // Nothing typed: no question.
    await page.goto("/new");
    await sidebar.getByRole("link", { name: de("nav.search") }).click();
    await page.waitForURL("**/search");
    expect(await question.count()).toBe(0);

    await page.goto("/new");
    await page.getByLabel(de("entryForm.name")).fill("Halbe Sache");
    await sidebar.getByRole("link", { name: de("nav.search") }).click();
    await question.getByText(de("entryForm.leaveText")).waitFor();
    await question.getByRole("button", { name: de("entryForm.stay") }).click();
    await question.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/new");
    expect(await page.getByLabel(de("entryForm.name")).inputValue()).toBe("Halbe Sache");

    // Leaving anyway, from edit mode.
    await page.goto(`/entry/${id}`);
    await page.getByRole("button", { name: de("entry.edit") }).click();
    await page.getByLabel(de("entryForm.name")).fill("Gasthaus Krone am Markt");
    await sidebar.getByRole("link", { name: de("nav.entriesDashboard") }).click();
    await question.getByRole("button", { name: de("entryForm.stay") }).click();
    expect(new URL(page.url()).pathname).toBe(`/entry/${id}`);
    await sidebar.getByRole("link", { name: de("nav.entriesDashboard") }).click();
    await question.getByRole("button", { name: de("entryForm.leave"), exact: true }).click();
    await page.waitForURL("**/dashboard");
    expect(nativeQuestions).toEqual([]);
    // Back in the entry: what was left on purpose is not offered again.
    await page.goto(`/entry/${id}`);
    await page.getByRole("button", { name: de("entry.edit") }).click();
    expect(await page.getByLabel(de("entryForm.name")).inputValue()).toBe("Gasthaus Krone");
    await page.getByLabel(de("entryForm.name")).fill("Gasthaus Krone am Markt");
    // Closing the tab asks the browser's own question.
    page.removeAllListeners("dialog");
    const closing = page.waitForEvent("dialog");
    void page.close({ runBeforeUnload: true });
    const unloading = await closing;
    expect(unloading.type()).toBe("beforeunload");
    await unloading.accept();
    await context.close();
  });

  it("shows one toast for a refused session, retries a failed list, and goes Back to the search", async () => {
    const { page, context } = await openPage(browser, { locale: "en-US" });
    await page.goto("/");
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    await trpcMutation(baseUrl, idToken, "entries.create", {
      restaurantName: "Pho 24",
      visitDate: "2025-05-01",
    });

    // Back from an entry returns to the results it was opened from.
    await page.goto("/search?q=pho");
    await page
      .getByRole("link", { name: /Pho 24/ })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: "Pho 24" }).waitFor();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "pho");

    // The list fails to load: "Try again" loads it without a reload.
    await page.route("**/trpc/*entries.list*", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/dashboard");
    const retry = page.getByRole("button", { name: "Try again" });
    await retry.waitFor();
    // Every attempt has failed (the button is busy while one runs): none is in the route's hands.
    // The loader's attempts and the screen's, each retried once, take longer than a poll's
    // default under CI's load.
    await expect.poll(() => retry.isEnabled(), { timeout: 30_000 }).toBe(true);
    await page.unroute("**/trpc/*entries.list*");
    await retry.click();
    await page.getByText("Pho 24").first().waitFor();

    // Every call refused at once: one toast, then the landing page.
    await page.route("**/trpc/**", (route) =>
      route.continue({ headers: { ...route.request().headers(), authorization: "Bearer not-a-token" } }),
    );
    await page.goto("/settings");
    await page.waitForURL((url) => url.pathname === "/");
    const authToast = page.getByText("Authentication error. Please log in again.");
    await authToast.first().waitFor();
    expect(await authToast.count()).toBe(1);
    await context.close();
  });

  it("never scrolls sideways at 320 px with names of the longest length, menu footer in view", async () => {
    const { page, context } = await openPage(browser, {
      locale: "pt-BR",
      viewport: { width: 320, height: 640 },
    });
    await page.goto("/");
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    const longest = (start: string) =>
      (start + " Pequeno-almoço-e-jantar-sem-espaços".repeat(8)).slice(0, 200);
    const names = [longest("Osteria Francescana di Massimo Bottura Modena"), longest("O" + "x".repeat(199))];
    let id = "";
    for (const restaurantName of names) {
      ({ id } = await trpcMutation<{ id: string }>(baseUrl, idToken, "entries.create", {
        restaurantName,
        restaurantAddress: restaurantName,
        visitDate: "2025-05-01",
        comment: restaurantName,
      }));
    }
    for (const path of ["/dashboard", "/browse?letter=o", "/search?q=osteria", `/entry/${id}`, "/settings"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(await sidewaysOverflow(page), path).toBe(0);
    }
    await page.goto("/dashboard");
    await page.getByRole("radio", { name: message("pt", "dashboard.viewList") }).click();
    expect(await sidewaysOverflow(page), "list view").toBe(0);

    await page.getByRole("button", { name: message("pt", "layout.openMenu") }).click();
    const menu = page.getByRole("dialog");
    const logout = menu.getByRole("button", { name: message("pt", "layout.logout") });
    await logout.waitFor();
    // Once the menu has slid in, its footer's last button is on screen.
    const inView = async () => {
      const box = await logout.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 320 && box.y + box.height <= 640;
    };
    await expect.poll(inView).toBe(true);
    await context.close();
  });

  it("names the contact address on the privacy notice and /terms, and the terms dialog links to /terms", async () => {
    const { page, context } = await openPage(browser, { locale: "it-IT" });
    for (const path of ["/privacy", "/terms"]) {
      await page.goto(path);
      const contact = page.getByRole("link", { name: E2E_CONTACT_EMAIL });
      expect(await contact.getAttribute("href"), path).toBe(`mailto:${E2E_CONTACT_EMAIL}`);
    }
    await page.goto("/privacy");
    await page.getByText(message("it", "privacy.storage.session")).waitFor();

    const account = await createAccount({ verified: true });
    await page.goto("/");
    await logInWithForm(page, account);
    const terms = page.getByRole("dialog");
    const full = terms.getByRole("link", { name: message("it", "terms.readFull") });
    expect(await full.getAttribute("href")).toBe("/terms");
    await context.close();
  });

  it("keeps the auth card one width across its modes, with brand marks and labels that fit, in German", async () => {
    const { page, context } = await openPage(browser, { locale: "de-DE" });
    const de = (id: string) => message("de", id);
    await page.goto("/");
    const card = page.locator("#auth");
    const widths: number[] = [];
    for (const link of [null, "auth.signUpLink", "auth.logInLink", "auth.forgotLink"]) {
      if (link) await card.getByRole("button", { name: de(link) }).click();
      widths.push((await card.boundingBox())?.width ?? 0);
    }
    expect(new Set(widths).size, String(widths)).toBe(1);
    await card.getByRole("button", { name: de("auth.logInLink") }).click();
    for (const id of ["auth.continueWithGoogle", "auth.continueWithFacebook"]) {
      const button = card.getByRole("button", { name: de(id) });
      expect(await button.locator("svg").count(), id).toBe(1);
      expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth), id).toBe(true);
    }
    await context.close();
  });

  // Two languages, each through the form, the question, the list and the form again.
  it(
    "asks before saving a visit dated in the future, and offers the places-to-try list",
    { timeout: 180_000 },
    async () => {
      for (const [locale, language] of [
        ["en-US", "en"],
        ["fr-FR", "fr"],
      ] as const) {
        const { page, context } = await openPage(browser, { locale });
        const say = (id: string) => message(language, id);
        await signInWithTermsAccepted(page, baseUrl);
        await page.goto("/new");
        await page.getByLabel(say("entryForm.name")).fill(`Futur ${language}`);
        await page.getByLabel(say("entryForm.date")).fill("2030-05-01");
        await page.getByRole("button", { name: say("entryForm.save") }).click();
        const question = page.getByRole("alertdialog", { name: say("entryForm.futureTitle") });
        await question.waitFor();
        // Changing the date saves nothing and leaves the form as it was.
        await question.getByRole("button", { name: say("entryForm.futureChangeDate") }).click();
        await question.waitFor({ state: "hidden" });
        expect(new URL(page.url()).pathname).toBe("/new");
        expect(await page.getByLabel(say("entryForm.date")).inputValue()).toBe("2030-05-01");
        // Not visited yet: the place goes on the places-to-try list, with what was typed.
        await page.getByLabel(say("entryForm.comment")).fill("Menu du marché");
        await page.getByRole("button", { name: say("entryForm.save") }).click();
        await question.getByRole("button", { name: say("entryForm.futureToTry") }).click();
        await page.waitForURL("**/to-try/add?**");
        expect(await page.getByLabel(say("entryForm.name")).inputValue()).toBe(`Futur ${language}`);
        expect(
          await page.getByRole("textbox", { name: say("placesToTry.note"), exact: true }).inputValue(),
        ).toBe("Menu du marché");
        await page.getByRole("button", { name: say("placesToTry.save") }).click();
        await page.waitForURL("**/to-try");
        await page.getByRole("heading", { name: `Futur ${language}` }).waitFor();
        // Asked again on a new entry, and saved when the person is sure.
        await page.goto("/new");
        await page.getByLabel(say("entryForm.name")).fill(`Futur ${language}`);
        await page.getByLabel(say("entryForm.date")).fill("2030-05-01");
        await page.getByRole("button", { name: say("entryForm.save") }).click();
        await question.getByRole("button", { name: say("entryForm.futureSave") }).click();
        await page.getByRole("heading", { level: 1, name: `Futur ${language}` }).waitFor();
        await context.close();
      }
    },
  );
});
