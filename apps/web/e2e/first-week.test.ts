import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { acceptTermsThroughApi, rest, trpcMutation } from "./support/api";
import { launchBrowser, openPage } from "./support/browser";
import { message } from "./support/catalog";
import { createAccount, idTokenFor, latestOobCode } from "./support/emulator";
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
    await page.goto("/auth-action?mode=verifyEmail");
    await page.getByText(fr("auth.missingCode")).waitFor();
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
});
