import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { rest } from "./support/api";
import { launchBrowser, openPage, sidewaysOverflow, viewports } from "./support/browser";
import { message } from "./support/catalog";
import { signInWithTermsAccepted } from "./support/session";

/** Chooses a file through the card's button, as a person does with the system's file dialog. */
async function chooseFile(page: Page, name: string, mimeType: string, contents: string | Buffer) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose a file" }).click();
  await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(contents) });
}

const spreadsheet = [
  "Restaurant;Date;Stars;Comment;Dishes",
  "Casa Pepe;31/03/2024;4;Lovely;Croquetas",
  "Bar Pinotxo;02.04.2024;5;;",
  ";2024-01-01;;No name;",
].join("\n");

describe("importing a file from Settings", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows what a file holds, imports it on confirmation, and skips it the second time", async () => {
    const { page, context } = await openPage(browser, { viewport: viewports.mobile });
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    await page.goto("/settings");
    await page.getByText("Import entries", { exact: true }).waitFor();
    // What the card says is said nowhere else on the page.
    const card = page.getByRole("main");

    await chooseFile(page, "visits.csv", "text/csv", spreadsheet);
    await card.getByText("2 entries will be imported.").waitFor();
    await card.getByText("1 problem:").waitFor();
    await card.getByText("Row 4: has no restaurant name.").waitFor();
    // Nothing is written by looking.
    expect(await rest<unknown[]>(baseUrl, idToken, "GET", "/api/journal")).toEqual([]);

    await card.getByRole("button", { name: "Import 2 entries" }).click();
    await card.getByText("2 entries were imported.").waitFor();
    const journal = await rest<
      { restaurant_name: string; visit_date: string; what_you_had: string | null }[]
    >(baseUrl, idToken, "GET", "/api/journal");
    expect(journal.map((entry) => [entry.restaurant_name, entry.visit_date, entry.what_you_had])).toEqual([
      ["Bar Pinotxo", "2024-04-02", null],
      ["Casa Pepe", "2024-03-31", "Croquetas"],
    ]);

    // The same file again: nothing new, and the button says so.
    await chooseFile(page, "visits.csv", "text/csv", spreadsheet);
    await card.getByText("No new entries to import.").waitFor();
    await card.getByText("2 entries are already in your journal and are skipped.").waitFor();
    expect(await card.getByRole("button", { name: /^Import/ }).isDisabled()).toBe(true);

    // A file that is neither an export nor a CSV with a header row says so.
    await chooseFile(page, "notes.txt", "text/plain", "just some words\n");
    await card.getByRole("alert").getByText("This file cannot be imported.").waitFor();
    await card
      .getByRole("alert")
      .getByText("It needs a header row with a column for the restaurant name and one for the visit date.")
      .waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    // In German, the card and its button.
    await rest(baseUrl, idToken, "PUT", "/api/user/settings", { preferred_language: "de" });
    await page.reload();
    await page.getByText(message("de", "import.title"), { exact: true }).waitFor();
    await page.getByRole("button", { name: message("de", "import.choose") }).waitFor();
    await context.close();
  });
});
