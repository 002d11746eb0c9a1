import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { LANGUAGES } from "@bitelog/config";

import { importCsvThroughApi, rest, uploadPhotoThroughApi } from "./support/api";
import { launchBrowser, openPage, sidewaysOverflow, viewports } from "./support/browser";
import { message } from "./support/catalog";
import { becomeMemberThroughApi } from "./support/membership";
import { signInWithTermsAccepted } from "./support/session";

interface Visit {
  restaurantName: string;
  restaurantAddress?: string;
  restaurantLatitude?: number;
  restaurantLongitude?: number;
  visitDate: string;
  rating?: number | null;
  comment?: string;
  wouldGetAgain?: boolean | null;
}

/** Creates entries through the REST API, `parallel` at a time; answers their ids in order. */
async function createEntries(baseUrl: string, idToken: string, visits: Visit[], parallel = 8) {
  const ids: string[] = [];
  for (let start = 0; start < visits.length; start += parallel) {
    const made = await Promise.all(
      visits
        .slice(start, start + parallel)
        .map((visit) => rest<{ id: string }>(baseUrl, idToken, "POST", "/api/journal", visit)),
    );
    ids.push(...made.map((entry) => entry.id));
  }
  return ids;
}

const names = (page: Page) => page.locator("main ul > li h2").allTextContents();
const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe("a journal that grows", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("sorts and filters with the URL, remembers the choice, counts, and works from the keyboard", async () => {
    const { page, context } = await openPage(browser);
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    const [, withPhoto] = await createEntries(baseUrl, idToken, [
      { restaurantName: "apple", visitDate: "2024-05-01", rating: 3, comment: "Tarte tatin" },
      {
        restaurantName: "Banana Leaf",
        restaurantAddress: "12 Rue Cler, 75007 Paris, France",
        visitDate: "2025-02-01",
        rating: null,
      },
      { restaurantName: "cherry", visitDate: "2025-03-01", rating: 5 },
      { restaurantName: "Date Palm", visitDate: "2023-12-31", rating: 4 },
    ]);
    await uploadPhotoThroughApi(baseUrl, idToken, withPhoto ?? "");

    await page.goto("/dashboard");
    await page.getByText("4 entries", { exact: true }).waitFor();
    await expect.poll(() => names(page)).toEqual(["apple", "Banana Leaf", "cherry", "Date Palm"]);
    // The card: the town of the address, and a line of the comment.
    const banana = page.getByRole("link", { name: /Banana Leaf/ });
    await banana.getByText(/^Paris · /).waitFor();
    await page.getByRole("link", { name: /apple/ }).getByText("Tarte tatin").waitFor();

    // By keyboard: Tab to the order and choose with the arrows; the URL follows.
    const sortBy = page.getByLabel("Sort by");
    await sortBy.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => search(page)).toEqual({ sort: "date" });
    await expect.poll(() => names(page)).toEqual(["cherry", "Banana Leaf", "apple", "Date Palm"]);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await page.getByLabel("Rating", { exact: true }).getAttribute("id"),
    );
    await page.getByLabel("Rating", { exact: true }).selectOption({ label: "4 stars or more" });
    await expect.poll(() => names(page)).toEqual(["cherry", "Date Palm"]);
    await page.getByText("2 of 4 entries").waitFor();
    expect(search(page)).toEqual({ sort: "date", rating: "4" });

    // Back from an entry keeps the order and the filter.
    await page.getByRole("link", { name: /cherry/ }).click();
    await page.getByRole("heading", { level: 1, name: "cherry" }).waitFor();
    await page.goBack();
    await expect.poll(() => names(page)).toEqual(["cherry", "Date Palm"]);
    expect(await sortBy.inputValue()).toBe("date");

    // Photos only, with Space; nothing left once both filters apply, and clearing them keeps the order.
    await page.getByRole("checkbox", { name: "With photos" }).focus();
    await page.keyboard.press("Space");
    await page.getByText("No entries match these filters.").waitFor();
    await page.getByText("0 of 4 entries").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => search(page)).toEqual({ sort: "date" });
    await page.getByRole("checkbox", { name: "With photos" }).click();
    await expect.poll(() => names(page)).toEqual(["Banana Leaf"]);
    await page.getByText("1 of 4 entries").waitFor();

    // Remembered: /dashboard alone opens with the last choice, and the URL shows it.
    await page.goto("/dashboard");
    await expect.poll(() => search(page)).toEqual({ sort: "date", photos: "true" });
    await expect.poll(() => names(page)).toEqual(["Banana Leaf"]);

    // A shared link's choice wins, in the list too; a mangled one is dropped.
    await page.goto("/dashboard?sort=rating&rating=9");
    await page.getByRole("radio", { name: "List" }).click();
    await expect.poll(() => names(page)).toEqual(["cherry", "Date Palm", "apple", "Banana Leaf"]);
    await expect.poll(() => search(page)).toEqual({ sort: "rating" });
    await page.getByText("4 entries", { exact: true }).waitFor();
    // Also when it names the default order: the remembered one does not replace it.
    await page.goto("/dashboard?sort=name");
    await expect.poll(() => names(page)).toEqual(["apple", "Banana Leaf", "cherry", "Date Palm"]);
    expect(search(page)).toEqual({ sort: "name" });

    // In each language: the controls, the count with its plural, the visits.
    const counts = {
      en: "4 entries",
      de: "4 Einträge",
      es: "4 entradas",
      fr: "4 entrées",
      it: "4 voci",
      pt: "4 registros",
    };
    for (const language of LANGUAGES) {
      await rest(baseUrl, idToken, "PUT", "/api/user/settings", { preferred_language: language });
      await page.reload();
      await page.getByText(counts[language], { exact: true }).waitFor();
      await page.getByLabel(message(language, "dashboard.sortBy")).waitFor();
      await page.getByRole("checkbox", { name: message(language, "dashboard.withPhotos") }).waitFor();
    }
    await context.close();
  });

  it("logs another visit to a place and lists the visits", async () => {
    const { page, context } = await openPage(browser, { viewport: viewports.mobile });
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    const place = {
      restaurantName: "Tasca do Chico",
      restaurantAddress: "Rua do Diário de Notícias 39, 1200-141 Lisboa, Portugal",
      restaurantLatitude: 38.7112,
      restaurantLongitude: -9.1442,
    };
    const [first, second] = await createEntries(
      baseUrl,
      idToken,
      [
        { ...place, visitDate: "2023-06-12", rating: 4, comment: "Fado until late" },
        // The same place, spelled otherwise and without coordinates.
        {
          ...place,
          restaurantName: "TASCA DO CHICO",
          restaurantLatitude: undefined,
          restaurantLongitude: undefined,
          visitDate: "2024-06-13",
          rating: 5,
        },
        { restaurantName: "Cervejaria Ramiro", visitDate: "2024-01-01", rating: 5 },
        // Another restaurant at the same address and point (a food hall, a shared building).
        { ...place, restaurantName: "A Baiuca", visitDate: "2024-02-02", rating: 3 },
      ],
      1,
    );

    await page.goto(`/entry/${first ?? ""}`);
    const others = page.getByRole("region", { name: "Other visits to this place" });
    await others.getByRole("link").first().waitFor();
    // The visit written otherwise shows its name; the other restaurant is not listed.
    expect(await others.getByRole("link").allTextContents()).toEqual(["June 13, 2024TASCA DO CHICO"]);
    await page.getByRole("link", { name: "Log another visit" }).click();
    await page.getByRole("heading", { name: "New entry" }).waitFor();
    expect(await page.getByLabel("Restaurant name").inputValue()).toBe(place.restaurantName);
    expect(await page.getByRole("combobox", { name: "Address" }).inputValue()).toBe(place.restaurantAddress);
    const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
    expect(await page.getByLabel("Visit date").inputValue()).toBe(today);
    expect(await page.getByLabel("Comment").inputValue()).toBe("");
    await page.getByRole("button", { name: "Save entry" }).click();
    await page.getByRole("heading", { level: 1, name: place.restaurantName }).waitFor();
    // Newest first, each a link to its entry.
    await expect
      .poll(() => others.getByRole("link").allTextContents())
      .toEqual(["June 13, 2024TASCA DO CHICO", "June 12, 2023"]);
    await others
      .getByRole("link", { name: /June 12, 2023/ })
      .getByRole("img", { name: "4/5" })
      .waitFor();
    await others.getByRole("link", { name: /June 13, 2024/ }).click();
    await page.waitForURL(`**/entry/${second ?? ""}`);

    await page.goto("/dashboard");
    const card = (name: string) => page.locator("main ul > li").filter({ hasText: name });
    await card("Tasca do Chico").first().getByText("3 visits").waitFor();
    for (const alone of ["Cervejaria Ramiro", "A Baiuca"]) {
      expect(
        await card(alone)
          .getByText(/visits?$/)
          .count(),
      ).toBe(0);
    }
    await context.close();
  });

  it("notes what was had and whether to get it again, shows it, finds it and filters by it", async () => {
    const { page, context } = await openPage(browser, { viewport: viewports.mobile });
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    await createEntries(baseUrl, idToken, [
      { restaurantName: "Bar Tomate", visitDate: "2024-03-01", comment: "Loud", wouldGetAgain: false },
    ]);

    await page.goto("/new");
    await page.getByLabel("Restaurant name").fill("Osteria Lupo");
    await page.getByLabel("What you had").fill("Tagliatelle al ragù, panna cotta");
    // From the keyboard: the focus sits on the chosen answer, the arrows change it.
    const answers = page.getByRole("radiogroup", { name: "Would you get it again?" });
    expect(await answers.getByRole("radio", { name: "Not said" }).getAttribute("aria-checked")).toBe("true");
    await answers.getByRole("radio", { name: "Not said" }).focus();
    const checked = () =>
      answers.evaluate((group) =>
        [...group.querySelectorAll('[role="radio"]')].map((radio) => radio.getAttribute("aria-checked")),
      );
    // Radix checks the radio the arrow reaches only while the key is down, and moves the focus a task
    // later: each key is held until its radio is checked, so a busy machine cannot release it first.
    const holdArrowLeftUntil = async (expected: string[]) => {
      await page.keyboard.down("ArrowLeft");
      await expect.poll(checked).toEqual(expected);
      await page.keyboard.up("ArrowLeft");
    };
    await holdArrowLeftUntil(["false", "true", "false"]);
    await holdArrowLeftUntil(["true", "false", "false"]);
    await page.getByLabel("Things to remember").fill("Ask for the table by the window");
    await page.getByRole("button", { name: "Save entry" }).click();
    await page.getByRole("heading", { level: 1, name: "Osteria Lupo" }).waitFor();
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "What you had" }).waitFor();
    await main.getByText("Tagliatelle al ragù, panna cotta").waitFor();
    await main.getByText("Ask for the table by the window").waitFor();
    expect(await main.getByRole("definition").filter({ hasText: /^Yes$/ }).count()).toBe(1);

    // Edited: the form holds what was saved.
    await page.getByRole("button", { name: "Edit" }).click();
    expect(await page.getByLabel("What you had").inputValue()).toBe("Tagliatelle al ragù, panna cotta");
    expect(await answers.getByRole("radio", { name: "Yes" }).getAttribute("aria-checked")).toBe("true");
    await page.getByRole("button", { name: "Cancel" }).click();

    // The card's line is what was had; the filter keeps what one would get again.
    await page.goto("/dashboard");
    await page
      .getByRole("link", { name: /Osteria Lupo/ })
      .getByText("Had: Tagliatelle al ragù, panna cotta")
      .waitFor();
    await page
      .getByRole("link", { name: /Bar Tomate/ })
      .getByText("Loud")
      .waitFor();
    await page.getByRole("checkbox", { name: "Would get again" }).click();
    await expect.poll(() => names(page)).toEqual(["Osteria Lupo"]);
    expect(search(page)).toEqual({ again: "true" });

    // Search finds the dishes and the notes, without their accents.
    await page.goto("/search");
    for (const term of ["ragu", "WINDOW"]) {
      await page.getByRole("searchbox").fill(term);
      await page.getByRole("button", { name: "Search" }).click();
      await expect.poll(() => names(page)).toEqual(["Osteria Lupo"]);
    }

    // In each language: the filter on the dashboard, the answer on the entry page.
    await page.getByRole("link", { name: /Osteria Lupo/ }).click();
    await page.getByRole("heading", { level: 1, name: "Osteria Lupo" }).waitFor();
    for (const language of LANGUAGES) {
      await rest(baseUrl, idToken, "PUT", "/api/user/settings", { preferred_language: language });
      await page.reload();
      await main.getByRole("heading", { name: message(language, "entry.whatYouHad") }).waitFor();
      await main.getByText(message(language, "entry.wouldGetAgain")).waitFor();
      await main
        .getByRole("definition")
        .filter({ hasText: message(language, "common.yes") })
        .waitFor();
    }
    await context.close();
  });

  it("browses a letter a page at a time, loading the next as the reader scrolls", async () => {
    const { page, context } = await openPage(browser, { viewport: viewports.mobile });
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    // More entries under one letter than a page (50), and than a free journal may hold.
    await becomeMemberThroughApi(baseUrl, idToken);
    const pizzerias = Array.from({ length: 75 }, (_, i) => `Pizzeria ${String(i + 1).padStart(2, "0")}`);
    await createEntries(
      baseUrl,
      idToken,
      [...pizzerias, "Osteria"].map((restaurantName) => ({ restaurantName, visitDate: "2025-10-01" })),
      16,
    );

    await page.goto("/browse?letter=p");
    const listed = () => page.locator("main ul > li h3").allTextContents();
    await expect.poll(listed).toEqual(pizzerias.slice(0, 50));
    await page.getByText("Showing 50 of 75").waitFor();
    // Scrolled as a person would, a screen at a time: the rest comes, each entry once, in order.
    for (let screen = 0; (await listed()).length < pizzerias.length; screen++) {
      expect(screen).toBeLessThan(100);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(50);
    }
    expect(await listed()).toEqual(pizzerias);
    expect(await page.getByRole("button", { name: "Show more" }).count()).toBe(0);
    await context.close();
  });

  it("scrolls a journal of 2,000 entries to its end on a phone", { timeout: 300_000 }, async () => {
    const { page, context } = await openPage(browser, { viewport: viewports.mobile });
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    await becomeMemberThroughApi(baseUrl, idToken);
    const count = 2000;
    // One import rather than thousands of requests: the journal is what this test is about.
    const rows = Array.from(
      { length: count },
      (_, i) =>
        `Entry ${String(i + 1).padStart(4, "0")},"${i + 1} Main Street, Porto",` +
        `20${String(10 + (i % 15))}-0${1 + (i % 9)}-1${i % 10},${1 + (i % 5)}`,
    );
    await importCsvThroughApi(baseUrl, idToken, ["name,address,date,rating", ...rows].join("\n"));

    await page.goto("/dashboard");
    await page.getByText("2,000 entries", { exact: true }).waitFor();
    for (const view of ["Cards", "List"]) {
      await page.getByRole("radio", { name: view }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("heading", { level: 2, name: "Entry 0001" }).waitFor();
      // Only what is on screen, and a little around it, is in the page.
      expect(await page.locator("main ul > li").count()).toBeLessThan(60);
      const last = page.getByRole("heading", { level: 2, name: `Entry ${count}` });
      // Scrolled as a person would, a screen at a time, until the last entry shows.
      for (let screen = 0; (await last.count()) === 0; screen++) {
        expect(screen, view).toBeLessThan(2 * count);
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(16);
      }
      await last.scrollIntoViewIfNeeded();
      expect(await last.isVisible()).toBe(true);
      expect(await page.locator("main ul > li").count()).toBeLessThan(60);
      // Nothing runs sideways at 390 px.
      expect(await sidewaysOverflow(page)).toBe(0);
    }

    // Tab walks the entries in order, however far, the page following the focus.
    await page.getByRole("radio", { name: "List" }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: /Entry 0001/ }).focus();
    for (let n = 2; n <= 40; n++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement?.querySelector("h2")?.textContent);
      expect(focused).toBe(`Entry ${String(n).padStart(4, "0")}`);
    }

    // Back from an entry far down the journal returns to where the reader was.
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Entry 0040" }).waitFor();
    await page.goBack();
    const fortieth = page.getByRole("link", { name: /Entry 0040/ });
    await fortieth.waitFor();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(200);
    const box = await fortieth.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= viewports.mobile.height).toBe(true);
    await context.close();
  });
});
