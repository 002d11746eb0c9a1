import type { Page } from "playwright-core";

import type { TestAccount } from "./emulator";
import { createAccount } from "./emulator";

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
