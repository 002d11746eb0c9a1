import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { rest } from "./support/api";
import { launchBrowser, openPage } from "./support/browser";
import { message } from "./support/catalog";
import { signInWithTermsAccepted } from "./support/session";

interface Entry {
  id: string;
}

function visit(name: string) {
  return { restaurantName: name, visitDate: "2025-10-27", rating: 4, comment: "Carbonara." };
}

/** The entry calls the page made so far (tRPC batches name every procedure they carry in the path). */
function recordEntryCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.includes("entries.get")) calls.push(request.url());
  });
  return calls;
}

/** Starts noting whether a skeleton or a spinner shows in the page from now on. */
async function watchForPlaceholders(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { placeholder: false };
    (globalThis as unknown as { placeholderSeen: typeof seen }).placeholderSeen = seen;
    new MutationObserver(() => {
      // Skeletons pulse and spinners turn (the loading and "checking" screens, a busy page).
      if (document.querySelector(".animate-pulse, .animate-spin")) seen.placeholder = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () =>
        (globalThis as unknown as { placeholderSeen: { placeholder: boolean } }).placeholderSeen.placeholder,
    );
}

describe("screens that open with their data", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("opens a listed entry filled at once, from the journal already fetched, without a call", async () => {
    const { page, context } = await openPage(browser);
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    await rest<Entry>(baseUrl, idToken, "POST", "/api/journal", visit("Osteria Hover"));
    await rest<Entry>(baseUrl, idToken, "POST", "/api/journal", visit("Trattoria Other"));
    await page.reload();
    const link = page.getByRole("link", { name: /^Osteria Hover/ });
    await link.waitFor();
    const calls = recordEntryCalls(page);

    // The router prepares the entry on hover; the journal list holds it already.
    await link.hover();
    const placeholderShown = await watchForPlaceholders(page);
    await link.click();
    await page.getByRole("heading", { level: 1, name: "Osteria Hover" }).waitFor();
    await page.getByText("Carbonara.").waitFor();
    expect(await placeholderShown()).toBe(false);
    expect(calls).toHaveLength(0);
    // A reload asks the server for the entry itself.
    const fetched = page.waitForResponse((response) => response.url().includes("entries.get"));
    await page.reload();
    expect((await fetched).ok()).toBe(true);
    await page.getByText("Carbonara.").waitFor();
    await context.close();
  });

  it("shows the not-found screen for an unknown entry, translated, in the dark theme", async () => {
    const { page, context } = await openPage(browser, { colorScheme: "dark", locale: "de-DE" });
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    await rest(baseUrl, idToken, "PUT", "/api/user/settings", { dark_mode: true });
    await page.goto("/entry/00000000-0000-0000-0000-000000000000");
    await page.getByRole("heading", { level: 1, name: message("de", "errors.entryNotFound") }).waitFor();
    await page.getByText(message("de", "entry.notFoundText")).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
      .toBe(true);
    await page.getByRole("link", { name: message("de", "common.back") }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await context.close();
  });

  it("says when an entry could not be loaded, and loads it on Try again", async () => {
    const { page, context } = await openPage(browser);
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    const entry = await rest<Entry>(baseUrl, idToken, "POST", "/api/journal", visit("Bistro Offline"));
    // The connection drops for the entry's calls (each try, the retry included).
    await page.route("**/trpc/*entries.get*", (route) => route.abort("internetdisconnected"));
    await page.goto(`/entry/${entry.id}`);
    await page.getByRole("heading", { level: 1, name: "The entry could not be loaded." }).waitFor();
    await page.getByRole("link", { name: "Return to home" }).waitFor();

    await page.unroute("**/trpc/*entries.get*");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { level: 1, name: "Bistro Offline" }).waitFor();
    await context.close();
  });
});
