import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { rest } from "./support/api";
import { seriousViolations } from "./support/axe";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { keptJournals } from "./support/device-copy";
import { becomeMemberThroughApi } from "./support/membership";
import { signInWithTermsAccepted } from "./support/session";

/** Entries a search answers at a time (packages/api's SEARCH_PAGE_SIZE). */
const PAGE_SIZE = 50;

/** What happens to the requests for a search's later pages (those that carry a cursor). */
type NextPages = { mode: "pass" } | { mode: "fail" } | { mode: "hold"; until: Promise<void> };

/** Routes the page's tRPC calls for later search pages through `state()`; the first page always passes. */
async function controlNextPages(page: Page, state: () => NextPages): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith("/trpc/") && url.pathname.includes("entries.search"),
    async (route: Route) => {
      const input = new URL(route.request().url()).searchParams.get("input") ?? "";
      const next = input.includes('"cursor"') ? state() : { mode: "pass" as const };
      if (next.mode === "fail") return route.abort("connectionreset");
      if (next.mode === "hold") await next.until;
      return route.continue();
    },
  );
}

/** A promise, and the function that resolves it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("search", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("lists many matches a page at a time, in alphabetical order, on a phone", async () => {
    const { page, context } = await openPage(browser, { viewport: viewports.mobile });
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    // More matches than a free journal may hold (50), so a member's.
    await becomeMemberThroughApi(baseUrl, idToken);
    // 52 names in either case, one match by its comment that sorts last, and two that do not match;
    // created in reverse order, all at once, so that the list's order is the search's doing.
    const matches = [
      ...Array.from(
        { length: 52 },
        (_, i) => `${i % 3 ? "Ramen" : "ramen"} stop ${String(i + 1).padStart(2, "0")}`,
      ),
      "Zen Kitchen",
    ];
    const entries = [
      ...matches.map((name) => ({
        restaurantName: name,
        comment: name === "Zen Kitchen" ? "Ramen too" : null,
      })),
      { restaurantName: "Curry House", comment: null },
      { restaurantName: "Sushi Bar", comment: null },
    ].reverse();
    await Promise.all(
      entries.map((entry) =>
        rest(baseUrl, idToken, "POST", "/api/journal", { ...entry, visitDate: "2025-10-01" }),
      ),
    );

    let nextPages: NextPages = { mode: "fail" };
    await controlNextPages(page, () => nextPages);
    await page.goto("/search");
    await page.getByRole("searchbox").fill("ramen");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText(`${matches.length} entries found`).waitFor();
    const names = () => page.locator("main ul > li :is(h2, h3)").allTextContents();
    await expect.poll(names).toEqual(matches.slice(0, PAGE_SIZE));
    await page.getByText(`Showing ${PAGE_SIZE} of ${matches.length}`).waitFor();
    const showMore = page.getByRole("button", { name: "Show more" });
    // The entry whose link has the focus, by its name.
    const focusedEntry = () =>
      page.evaluate(() => document.activeElement?.closest("a")?.querySelector("h2")?.textContent ?? null);
    const problems = await seriousViolations(page, "search, light");

    // The next page fails: the first stays, the error is told, and the focus is back on the button.
    await showMore.click();
    await page.getByRole("alert").getByText("More entries could not be loaded. Please try again.").waitFor();
    expect(await names()).toEqual(matches.slice(0, PAGE_SIZE));
    await expect.poll(() => showMore.evaluate((button) => button === document.activeElement)).toBe(true);
    problems.push(...(await seriousViolations(page, "search with an error, light")));

    // Tried again from the keyboard: busy while it loads, then the rest, and the focus on the first of it.
    const answer = gate();
    nextPages = { mode: "hold", until: answer.opened };
    await page.keyboard.press("Enter");
    await expect.poll(() => showMore.getAttribute("aria-busy")).toBe("true");
    expect(await showMore.isDisabled()).toBe(true);
    // The device keeps the journal a while after the last change: after the second page's.
    const shownAll = await page.evaluate(() => Date.now());
    answer.open();
    await expect.poll(names).toEqual(matches);
    expect(await showMore.count()).toBe(0);
    expect(await page.getByText(/^Showing /).count()).toBe(0);
    await page.getByText(`${matches.length} entries found`).waitFor();
    await expect.poll(focusedEntry).toBe(matches[PAGE_SIZE]);
    // Reopened once the device has kept the journal with both pages shown: it starts from the first.
    const keptSince = async () =>
      Object.values(await keptJournals(page)).some(
        (copy) => (JSON.parse(copy) as { timestamp: number }).timestamp > shownAll,
      );
    await expect.poll(keptSince).toBe(true);

    // The dark theme (the account's, applied as the page loads) with the button and an error.
    nextPages = { mode: "fail" };
    await rest(baseUrl, idToken, "PUT", "/api/user/settings", { dark_mode: true });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
      .toBe(true);
    await expect.poll(names).toEqual(matches.slice(0, PAGE_SIZE));
    await showMore.click();
    await page.getByRole("alert").getByText("More entries could not be loaded. Please try again.").waitFor();
    problems.push(...(await seriousViolations(page, "search with an error, dark")));
    expect(problems).toEqual([]);
    await context.close();
  });
});
