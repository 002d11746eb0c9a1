import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { launchBrowser, openPage, viewports } from "./support/browser";
import { message } from "./support/catalog";
import { accountExists, createAccount, latestOobCode, newCredentials } from "./support/emulator";
import { acceptTerms, logInThroughCard, signInAsNewUser, signInWithTermsAccepted } from "./support/session";

describe("accounts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();

  it("signs up, verifies the e-mail through the link, accepts the terms and reaches the dashboard", async () => {
    const { page, context } = await openPage(browser);
    const credentials = newCredentials();
    await page.goto("/");
    await page.getByRole("button", { name: "Start your journal" }).click();
    await page.getByRole("heading", { name: "Create your Bitelog account" }).waitFor();

    await page.getByRole("button", { name: "Create account" }).click();
    // Validation answers the click on the next render, not within it.
    await expect.poll(() => page.getByText("This field is required.").count()).toBe(2);
    await page.getByLabel("E-mail").fill(credentials.email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("The password must be at least 8 characters long.").waitFor();

    await page.getByLabel("Password").fill(credentials.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await toast(page, "Verification e-mail sent. Check your inbox, then log in.");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();

    // Logging in before verifying: signed in anyway, sent to /verify-email.
    await page.getByLabel("Password").fill(credentials.password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.waitForURL("**/verify-email");
    await page.getByText(`Hi ${credentials.email}`).waitFor();
    await page.getByRole("button", { name: "I verified my e-mail" }).click();
    await page.getByText("Your e-mail is not yet verified.").waitFor();

    const code = await latestOobCode(credentials.email, "VERIFY_EMAIL");
    await page.goto(`/auth-action?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
    await page.getByText("Your e-mail address is verified.").waitFor();
    await page.waitForURL("**/dashboard", { timeout: 15_000 });

    await page.getByRole("dialog", { name: "Terms of Service" }).waitFor();
    // "I Agree" is only aria-disabled while the box is unticked, so pressing it can explain why.
    await page.getByRole("button", { name: "I Agree" }).click({ force: true });
    await page.getByText("You must agree to the terms to continue").waitFor();
    await acceptTerms(page);
    await page.getByRole("heading", { name: "Your entries" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await context.close();
  });

  it("signs out and lands on / when the terms are declined", async () => {
    const { page, context } = await openPage(browser, { viewport: viewports.mobile });
    const account = await createAccount({ verified: true });
    await logInThroughCard(page, account);
    await page.getByRole("button", { name: "I Disagree" }).click();
    await toast(page, "You have declined the Terms of Service");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("resets a forgotten password through the e-mailed link", async () => {
    const { page, context } = await openPage(browser);
    const account = await createAccount({ verified: true });
    await page.goto("/");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("Please enter your e-mail address.").waitFor();
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await toast(page, "If an account exists for this address, a reset link is on its way.");

    const code = await latestOobCode(account.email, "PASSWORD_RESET");
    await page.goto(`/auth-action?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
    await page.getByText(`For ${account.email}`).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("a brand new password");
    await page.getByLabel("Confirm the new password").fill("a different password");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.getByText("The passwords do not match.").waitFor();
    await page.getByLabel("Confirm the new password").fill("a brand new password");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await toast(page, "Your password has been changed. You can log in now.");

    await logInThroughCard(page, { email: account.email, password: account.password });
    await page.getByText("The e-mail address or password is incorrect.").waitFor();
    await logInThroughCard(page, { email: account.email, password: "a brand new password" });
    await page.getByRole("dialog", { name: "Terms of Service" }).waitFor();
    await context.close();
  });

  it("answers a reset request for an unknown address as for a known one, in English and German", async () => {
    for (const [locale, language] of [
      ["en-US", "en"],
      ["de-DE", "de"],
    ] as const) {
      const { page, context } = await openPage(browser, { locale });
      await page.goto("/");
      await page.getByRole("button", { name: message(language, "auth.forgotLink") }).click();
      await page.getByLabel(message(language, "auth.email")).fill(newCredentials().email);
      await page.getByRole("button", { name: message(language, "auth.sendResetLink") }).click();
      await toast(page, message(language, "auth.passwordResetEmailSent"));
      expect(await page.getByText(message(language, "authErrors.invalidCredential")).count()).toBe(0);
      await context.close();
    }
  });

  it("explains broken action links", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/auth-action?oobCode=x");
    await page.getByText("This link is incomplete. Open it again from the e-mail.").waitFor();
    await page.goto("/auth-action?mode=resetPassword");
    await page.getByText("The link has no code. Open it again from the e-mail.").waitFor();
    await page.goto("/auth-action?mode=fly&oobCode=x");
    await page.getByText("This kind of link is not supported.").waitFor();
    await page.goto("/auth-action?mode=verifyEmail&oobCode=not-a-code");
    await page.getByText("This verification link has expired or was already used.").waitFor();
    await context.close();
  });

  it("keeps signed-out people out of the app", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/settings");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("logs out after 10 minutes without activity in any tab, and says so where it lands", async () => {
    const { page, context } = await openPage(browser);
    await context.clock.install();
    await signInAsNewUser(page);
    const other = await context.newPage();
    await other.goto("/search");
    await other.getByRole("heading", { level: 1, name: "Search" }).waitFor();
    await context.clock.fastForward("09:00");
    // Busy in the first tab only: the second stays signed in too.
    await page.mouse.move(10, 10);
    await context.clock.fastForward("09:00");
    expect(new URL(other.url()).pathname).toBe("/search");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await context.clock.fastForward("01:01");
    for (const tab of [page, other]) {
      await tab.waitForURL((url) => url.pathname === "/");
    }
    for (const tab of [page, other]) {
      await tab.getByText("You were logged out after 10 minutes without activity, in every tab.").waitFor();
    }
    await context.close();
  });

  it("tells a tab signed out from another tab why, in its language", async () => {
    const { page, context } = await openPage(browser, { locale: "de-DE" });
    await signInWithTermsAccepted(page, inject("baseUrl"));
    const other = await context.newPage();
    // The other tab's own sign-in exchange is still under way when the first tab logs out: its
    // answer, coming after the sign-out, must not sign that tab in again.
    const exchangeStarted = Promise.withResolvers<undefined>();
    const exchangeHeld = Promise.withResolvers<undefined>();
    await other.route("**/trpc/*auth.exchange*", async (route) => {
      exchangeStarted.resolve(undefined);
      await exchangeHeld.promise;
      await route.continue();
    });
    await other.goto("/search?q=pasta");
    await other.getByRole("heading", { level: 1, name: message("de", "search.title") }).waitFor();
    await exchangeStarted.promise;
    await page.getByRole("button", { name: message("de", "layout.logout") }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await other.waitForURL((url) => url.pathname === "/");
    const exchangeAnswered = other.waitForResponse((response) => response.url().includes("auth.exchange"));
    exchangeHeld.resolve(undefined);
    await exchangeAnswered;
    // Past the answer's handling: the tab stays signed out, keeping nothing of the account.
    await other.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(new URL(other.url()).pathname).toBe("/");
    expect(await other.evaluate(() => localStorage.getItem("user"))).toBeNull();
    await other.getByText(message("de", "landing.notice.signedOutElsewhere")).waitFor();
    // The tab that logged out knows why: it is told nothing.
    expect(await page.getByText(message("de", "landing.notice.signedOutElsewhere")).count()).toBe(0);
    await context.close();
  });

  it("deletes the account and its identity, then signs out", async () => {
    const { page, context } = await openPage(browser);
    const account = await signInAsNewUser(page);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("alertdialog", { name: "Delete your account?" }).waitFor();
    await page.getByRole("button", { name: "Yes, delete everything" }).click();
    await toast(page, "Your account and all its data have been deleted.");
    await page.waitForURL((url) => url.pathname === "/");
    expect(await accountExists(account.uid)).toBe(false);
    await logInThroughCard(page, account);
    await page.getByText("The e-mail address or password is incorrect.").waitFor();
    await context.close();
  });
});
