import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { takeoutArchive } from "@bitelog/api/testing/import-fixtures";

import { rest } from "./support/api";
import { seriousViolations } from "./support/axe";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { signInWithTermsAccepted } from "./support/session";

/** Drops a file on the import card, as a person does from the file manager. */
async function dropFile(page: Page, name: string, mimeType: string, contents: Buffer) {
  const zone = page.getByText(/^Or drop it here/);
  const transfer = await page.evaluateHandle(
    ({ name, mimeType, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
      return data;
    },
    { name, mimeType, bytes: [...contents] },
  );
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

async function chooseFile(page: Page, name: string, mimeType: string, contents: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose a file" }).click();
  await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(contents) });
}

describe("bringing history from other apps", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("previews a Google Takeout dropped on Settings, then lands its visits and places to try", async () => {
    const { page, context } = await openPage(browser, { viewport: viewports.mobile });
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    await page.goto("/settings");
    const card = page.getByRole("main");
    await card.getByText("Import entries", { exact: true }).waitFor();

    const archive = await takeoutArchive({
      reviews: [
        {
          name: "Taqueria Sol",
          address: "1 Mission St",
          point: [-122.4194, 37.7749],
          date: "2024-03-02T18:30:00Z",
          rating: 5,
          text: "Best al pastor",
        },
        { name: "Nowhere Diner", date: "2023-07-10T18:00:00Z", rating: 3 },
        { name: "", date: "2023-07-11T18:00:00Z", rating: 4 },
      ],
      savedPlaces: [{ name: "Starred Bistro", point: [2.35, 48.85], comment: "Ask for the terrace" }],
      lists: {
        "Want to go": [{ title: "Ramen Ya", note: "Try the tonkotsu" }, { title: "Dim Sum House" }],
      },
    });
    await dropFile(page, "takeout-20240101.zip", "application/zip", archive);

    await card.getByText("Google Takeout: 3 reviews, 2 saved lists with 3 places").waitFor();
    await card.getByText("2 entries will be imported.").waitFor();
    await card.getByText("3 places to try will be added to your list.").waitFor();
    await card.getByText("Review 3: has no restaurant name.").waitFor();
    // A few rows as they will look.
    await card.getByText("Best al pastor").waitFor();
    await card.getByText("Want to go", { exact: true }).first().waitFor();
    expect(await rest<unknown[]>(baseUrl, idToken, "GET", "/api/journal")).toEqual([]);
    expect(await seriousViolations(page, "Takeout preview")).toEqual([]);
    // Nothing of the preview reaches past a phone's width.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    await card.getByRole("button", { name: "Import 2 entries and 3 places to try" }).click();
    await card.getByText("2 entries were imported.").waitFor();
    await card.getByText("3 places to try were added to your list.").waitFor();
    const journal = await rest<{ restaurant_name: string; rating: number | null }[]>(
      baseUrl,
      idToken,
      "GET",
      "/api/journal",
    );
    expect(journal.map((entry) => [entry.restaurant_name, entry.rating]).sort()).toEqual([
      ["Nowhere Diner", 3],
      ["Taqueria Sol", 5],
    ]);
    const { places } = await rest<{ places: { restaurant_name: string; list_name: string | null }[] }>(
      baseUrl,
      idToken,
      "GET",
      "/api/places-to-try",
    );
    expect(places.map((place) => [place.restaurant_name, place.list_name]).sort()).toEqual([
      ["Dim Sum House", "Want to go"],
      ["Ramen Ya", "Want to go"],
      ["Starred Bistro", "Saved Places"],
    ]);
    await context.close();
  });

  it("reads a CSV's ratings out of 10 with the scale shown, lands them as stars, and maps unknown columns", async () => {
    const { page, context } = await openPage(browser, { viewport: viewports.mobile });
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    // In the dark theme, this one.
    await rest(baseUrl, idToken, "PUT", "/api/user/settings", { dark_mode: true });
    await page.goto("/settings");
    const card = page.getByRole("main");
    await card.getByText("Import entries", { exact: true }).waitFor();

    const csv =
      "Name,Address,Rating,Notes,Date Visited\nPizza Uno,1 Via Roma,8.7,Crisp,2024-02-01\nBar Tre,,10.0,,2024-02-03\n";
    await chooseFile(page, "ratings.csv", "text/csv", csv);
    await card.getByText("CSV: 2 rows").waitFor();
    const scale = card.getByRole("radiogroup");
    expect(await scale.getByRole("radio", { name: "10", exact: true }).getAttribute("aria-checked")).toBe(
      "true",
    );
    await card.getByRole("img", { name: "4/5" }).waitFor();

    // Read as out of 100 instead, the preview changes; back to 10 for the import.
    await scale.getByRole("radio", { name: "100", exact: true }).click();
    await card.getByRole("img", { name: "1/5" }).first().waitFor();
    await scale.getByRole("radio", { name: "10", exact: true }).click();
    await card.getByRole("img", { name: "4/5" }).waitFor();

    await card.getByRole("button", { name: "Import 2 entries" }).click();
    await card.getByText("2 entries were imported.").waitFor();
    const journal = await rest<{ restaurant_name: string; rating: number | null; comment: string | null }[]>(
      baseUrl,
      idToken,
      "GET",
      "/api/journal",
    );
    expect(journal.map((entry) => [entry.restaurant_name, entry.rating, entry.comment]).sort()).toEqual([
      ["Bar Tre", 5, null],
      ["Pizza Uno", 4, "Crisp"],
    ]);

    // Headers it cannot tell apart: the person maps them, with the keyboard.
    await chooseFile(page, "ours.csv", "text/csv", "Spot,When did we go,Score\nTaco Loco,2024-01-05,9\n");
    await card.getByText("Which column holds what?").waitFor();
    await card.getByLabel("Restaurant name").selectOption("Spot");
    await card.getByLabel("Visit date").selectOption("When did we go");
    await card.getByLabel("Rating", { exact: true }).selectOption("Score");
    await card.getByRole("radio", { name: "10", exact: true }).focus();
    await page.keyboard.press("Space");
    expect(await seriousViolations(page, "column mapping, dark")).toEqual([]);
    await card.getByRole("button", { name: "Check the file with these columns" }).focus();
    await page.keyboard.press("Enter");
    await card.getByText("1 entry will be imported.").waitFor();
    await card.getByRole("img", { name: "5/5" }).waitFor();
    expect(await card.getByRole("radio", { name: "10", exact: true }).getAttribute("aria-checked")).toBe(
      "true",
    );
    await context.close();
  });
});
