import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import type { TestAccount } from "./support/emulator";
import { acceptTermsThroughApi, rest, trpcMutation } from "./support/api";
import { launchBrowser, openPage, sidewaysOverflow, viewports } from "./support/browser";
import { message } from "./support/catalog";
import { createAccount, idTokenFor } from "./support/emulator";
import { logInWithForm } from "./support/session";

const rome = { restaurantLatitude: 41.9, restaurantLongitude: 12.49 };
const paris = { restaurantLatitude: 48.86, restaurantLongitude: 2.35 };

/** Today's month and day in UTC (the account's time zone), for a visit "on this day" years ago. */
const today = new Date().toISOString().slice(5, 10);
const thisYear = new Date().getUTCFullYear();

/**
 * A journal whose 2025 is known: 4 visits to 3 places, 2 of them new (the osteria was first visited
 * in 2024), ratings 5, 4, 3 and none (average 4.0), in January, March (2) and June, on two Fridays
 * and two Saturdays; the cacio e pepe would be had again.
 */
const JOURNAL = [
  { restaurantName: "Osteria del Ponte", visitDate: "2024-05-05", rating: 4, ...rome },
  {
    restaurantName: "Osteria del Ponte",
    visitDate: "2025-01-10",
    rating: 5,
    whatYouHad: "Cacio e pepe",
    wouldGetAgain: true,
    ...rome,
  },
  { restaurantName: "Osteria del Ponte", visitDate: "2025-03-14", rating: 4, ...rome },
  { restaurantName: "Le Petit Zinc", visitDate: "2025-03-15", rating: 3, ...paris },
  { restaurantName: "Bar Sin Nombre", visitDate: "2025-06-07" },
  { restaurantName: "Anniversary Diner", visitDate: `${String(thisYear - 2)}-${today}`, rating: 5 },
];

/** A chart's figures as drawn (the labels on its bars) and as its table gives them. */
async function chartAndTable(page: Page, name: string): Promise<{ chart: string[]; table: string[] }> {
  const chart = await page.locator(`[data-chart="${name}"] .recharts-label-list text`).allTextContents();
  const table = await page.locator(`[data-figures="${name}"] tbody td`).allTextContents();
  return { chart, table };
}

/** The countries the map shades, with their visits, and the countries' table's figures. */
async function mapAndTable(page: Page): Promise<{ map: string[]; table: string[] }> {
  const map = await page
    .locator('[data-chart="countries"] path[data-visits]')
    .evaluateAll((paths) => paths.map((path) => path.getAttribute("data-visits") ?? ""));
  const table = await page.locator('[data-figures="countries"] tbody td').allTextContents();
  return { map: map.sort(), table: table.sort() };
}

const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"] dd`).textContent();

describe("insights", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  let account: TestAccount;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    account = await createAccount({ verified: true });
    token = await idTokenFor(account);
    await acceptTermsThroughApi(baseUrl, token, "en");
    await rest(baseUrl, token, "PUT", "/api/user/settings", { timezone: "UTC" });
    for (const entry of JOURNAL) await trpcMutation(baseUrl, token, "entries.create", entry);
  });
  afterAll(() => browser.close());

  /** Logs the account in from a new page, in `language` and the dark theme or not, on the dashboard. */
  async function signIn({ language, dark, mobile }: { language: string; dark: boolean; mobile: boolean }) {
    await rest(baseUrl, token, "PUT", "/api/user/settings", {
      preferred_language: language,
      dark_mode: dark,
    });
    const { context, page } = await openPage(browser, {
      viewport: mobile ? viewports.mobile : viewports.desktop,
      acceptDownloads: true,
    });
    await page.goto("/");
    await logInWithForm(page, account);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    return { context, page };
  }

  /** Opens the insights of `search` once its figures show. */
  async function showInsights(page: Page, search: string, language: string): Promise<void> {
    await page.goto(`/insights${search}`);
    await page.getByRole("heading", { level: 1, name: message(language, "insights.title") }).waitFor();
    await page.locator('[data-figure="visits"]').waitFor();
  }

  it("shows a year's figures in English and light, charts and tables alike, as a card and in print", async () => {
    const { context, page } = await signIn({ language: "en", dark: false, mobile: false });
    await showInsights(page, "?year=2025", "en");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    expect(await figure(page, "visits")).toBe("4");
    expect(await figure(page, "places")).toBe("3");
    expect(await figure(page, "new-places")).toBe("2");
    expect(await figure(page, "average-rating")).toBe("4.0★");
    expect(await figure(page, "busiest-day")).toBe("Friday, Saturday");

    const months = await chartAndTable(page, "months");
    expect(months.table).toEqual(["1", "0", "2", "0", "0", "1", "0", "0", "0", "0", "0", "0"]);
    // Recharts writes no label on a bar of zero.
    expect(months.chart).toEqual(months.table.filter((value) => value !== "0"));
    const ratings = await chartAndTable(page, "ratings");
    expect(ratings.table).toEqual(["0", "0", "1", "1", "1", "1"]);
    expect(ratings.chart).toEqual(ratings.table.filter((value) => value !== "0"));
    const countries = await mapAndTable(page);
    expect(countries.map).toEqual(countries.table);
    await page.getByRole("row", { name: "Cacio e pepe 1" }).waitFor();

    // The best new discovery links to its entry.
    await page.getByRole("link", { name: "Le Petit Zinc" }).click();
    await page.getByRole("heading", { level: 1, name: "Le Petit Zinc" }).waitFor();
    await page.goBack();
    await page.locator('[data-figure="visits"]').waitFor();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download year card" }).click();
    const card = await download;
    expect(card.suggestedFilename()).toBe("bitelog-2025.png");
    const bytes = await new Response(
      (await card.createReadStream()) as unknown as ReadableStream,
    ).arrayBuffer();
    expect([...new Uint8Array(bytes).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);

    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Download year card" }).isVisible()).toBe(false);
    expect(await page.locator('[data-chart="months"] .recharts-bar-rectangle').count()).toBe(3);
    expect(await page.locator('[data-chart="countries"]').isVisible()).toBe(true);
    await context.close();
  });

  it("speaks German in dark at 390 px, and keeps the year in the address", async () => {
    const { context, page } = await signIn({ language: "de", dark: true, mobile: true });
    await showInsights(page, "?year=2025", "de");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.getAttribute("html", "lang")).toBe("de");
    expect(await figure(page, "average-rating")).toBe("4,0★");
    expect(await figure(page, "busiest-day")).toBe("Freitag, Samstag");
    await page.getByRole("row", { name: "März 2" }).waitFor();
    const months = await chartAndTable(page, "months");
    expect(months.chart).toEqual(months.table.filter((value) => value !== "0"));
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.getByLabel(message("de", "insights.year")).selectOption("all");
    await expect.poll(() => new URL(page.url()).searchParams.get("year")).toBe("all");
    await expect.poll(() => figure(page, "visits")).toBe(String(JOURNAL.length));
    await page.reload();
    await expect.poll(() => figure(page, "visits")).toBe(String(JOURNAL.length));
    await context.close();
  });

  it("lists the visits of this day in earlier years on the dashboard", async () => {
    const { context, page } = await signIn({ language: "en", dark: false, mobile: false });
    const section = page.getByRole("region", { name: "On this day" });
    await section.getByText("2 years ago").waitFor();
    await section.getByRole("link", { name: /Anniversary Diner/ }).click();
    await page.getByRole("heading", { level: 1, name: "Anniversary Diner" }).waitFor();
    await context.close();
  });
});
