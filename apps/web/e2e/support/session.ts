import type { Page } from "playwright-core";

import type { TestAccount } from "./emulator";
import { acceptTermsThroughApi } from "./api";
import { createAccount, idTokenFor } from "./emulator";

/** Logs in through the landing page's card, as a person would. */
export async function logInThroughCard(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto("/");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

/** Ticks the box and agrees in the Terms of Service modal. */
export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole("checkbox", { name: "I have read and agree to the Terms of Service." }).check();
  await page.getByRole("button", { name: "I Agree" }).click();
}

/** A new verified user, logged in with the terms accepted, on the dashboard. */
export async function signInAsNewUser(page: Page): Promise<TestAccount> {
  const account = await createAccount({ verified: true });
  await logInThroughCard(page, account);
  await acceptTerms(page);
  await page.getByRole("heading", { name: "Your entries" }).waitFor();
  return account;
}

/** Logs in through the landing page's card in whatever language it shows (by field type). */
export async function logInWithForm(page: Page, account: { email: string; password: string }): Promise<void> {
  const card = page.locator("#auth");
  await card.locator('input[type="email"]').fill(account.email);
  await card.locator('input[type="password"]').fill(account.password);
  await card.locator('button[type="submit"]').click();
}

/**
 * A new verified user whose terms were accepted through the API, logged in through the card of the
 * page already open (so its language applies, and the account starts in it, as one made from this
 * browser would), on its way to the dashboard (which a dialog may cover); with an ID token for API calls.
 */
export async function logInWithTermsAccepted(
  page: Page,
  baseUrl: string,
): Promise<TestAccount & { idToken: string }> {
  const account = await createAccount({ verified: true });
  const idToken = await idTokenFor(account);
  if (new URL(page.url()).pathname !== "/") await page.goto("/");
  await page.locator("#auth").waitFor();
  const language = await page.evaluate(() => document.documentElement.lang);
  await acceptTermsThroughApi(baseUrl, idToken, language);
  await logInWithForm(page, account);
  await page.waitForURL((url) => url.pathname === "/dashboard");
  return { ...account, idToken };
}

/** As logInWithTermsAccepted, once the dashboard shows. */
export async function signInWithTermsAccepted(
  page: Page,
  baseUrl: string,
): Promise<TestAccount & { idToken: string }> {
  const account = await logInWithTermsAccepted(page, baseUrl);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return account;
}
