import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launchBrowser, openPage } from "./support/browser";
import { createAccount } from "./support/emulator";
import { acceptTerms, logInWithForm } from "./support/session";

/** The API calls the page makes, by procedure (a tRPC batch names each one in its path). */
function recordProcedures(page: Page): string[] {
  const procedures: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/trpc/")) procedures.push(...pathname.slice("/trpc/".length).split(","));
  });
  return procedures;
}

describe("guards", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("sends a signed-out deep link to the landing page, and back to it after sign-in", async () => {
    const { page, context } = await openPage(browser);
    const account = await createAccount({ verified: true });
    await page.goto("/search?q=pasta");
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/search?q=pasta");

    await logInWithForm(page, account);
    await page.getByRole("dialog", { name: "Terms of Service" }).waitFor();
    await acceptTerms(page);
    await page.waitForURL((url) => url.pathname === "/search");
    expect(new URL(page.url()).searchParams.get("q")).toBe("pasta");
    await page.getByRole("heading", { level: 1, name: "Search" }).waitFor();

    // Back to the landing page, signed in: it sends them on to the dashboard.
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await context.close();
  });

  it("ignores a return address that leads to another site", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/?redirect=//example.com/phish");
    await logInWithForm(page, await createAccount({ verified: true }));
    await page.getByRole("dialog", { name: "Terms of Service" }).waitFor();
    await acceptTerms(page);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await context.close();
  });

  it("sends an unverified person to /verify-email, deep links included", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/");
    await logInWithForm(page, await createAccount({ verified: false }));
    await page.waitForURL((url) => url.pathname === "/verify-email");
    await page.goto("/settings");
    await page.waitForURL((url) => url.pathname === "/verify-email");
    await page.getByRole("button", { name: "I verified my e-mail" }).waitFor();
    await context.close();
  });

  it("holds every screen behind the terms, loads nothing of it until they are accepted, then opens it", async () => {
    const { page, context } = await openPage(browser);
    const account = await createAccount({ verified: true });
    await page.goto("/");
    await logInWithForm(page, account);
    await page.getByRole("dialog", { name: "Terms of Service" }).waitFor();

    const procedures = recordProcedures(page);
    await page.goto("/settings");
    await page.waitForURL((url) => url.pathname === "/accept-terms");
    await page.getByRole("dialog", { name: "Terms of Service" }).waitFor();
    // Only the session's own call: no screen's data, so no 403 that could pass for an auth failure.
    expect(procedures.filter((name) => name !== "auth.exchange")).toEqual([]);

    await acceptTerms(page);
    await page.waitForURL((url) => url.pathname === "/settings");
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    // Still signed in: the terms were never mistaken for an authentication failure.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await context.close();
  });
});
