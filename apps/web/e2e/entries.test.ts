import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launchBrowser, openPage, viewports } from "./support/browser";
import { signInAsNewUser } from "./support/session";

async function addEntry(
  page: Page,
  entry: { name: string; address?: string; date?: string; stars?: number; comment?: string },
) {
  await page
    .getByRole("link", { name: /Add entry/ })
    .first()
    .click();
  await page.getByRole("heading", { name: "New entry" }).waitFor();
  await page.getByLabel("Restaurant name").fill(entry.name);
  if (entry.address) await page.getByLabel("Address", { exact: true }).fill(entry.address);
  if (entry.date) await page.getByLabel("Visit date").fill(entry.date);
  if (entry.stars) await page.getByRole("radio", { name: `${entry.stars}/5` }).click();
  if (entry.comment) await page.getByLabel("Comment").fill(entry.comment);
  await page.getByRole("button", { name: "Save entry" }).click();
  await page.getByRole("heading", { name: entry.name }).waitFor();
}

describe.each([
  ["desktop", viewports.desktop],
  ["mobile", viewports.mobile],
] as const)("the journal on %s", (_name, viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("creates, lists, searches, browses, edits and deletes entries", async () => {
    const { page, context } = await openPage(browser, { viewport });
    await signInAsNewUser(page);
    await page.getByText("Your journal is empty").waitFor();

    await page.getByRole("link", { name: "Add your first entry" }).click();
    await page.getByRole("heading", { name: "New entry" }).waitFor();
    const save = page.getByRole("button", { name: "Save entry" });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel("Restaurant name").fill("zucca");
    await page.getByLabel("Visit date").fill("");
    await save.click();
    await page.getByText("The visit date is required.").waitFor();
    await page.getByLabel("Visit date").fill("2025-10-27");
    await page.getByRole("radio", { name: "4/5" }).click();
    await page.getByLabel("Comment").fill("Pumpkin ravioli with sage butter");
    await save.click();
    await page.getByRole("heading", { name: "zucca" }).waitFor();
    await page.getByRole("main").getByText("October 27, 2025").waitFor();
    await page.getByText("Pumpkin ravioli with sage butter").waitFor();

    await page.goto("/dashboard");
    await addEntry(page, { name: "Alma", address: "Rua Anchieta 15, Lisboa", stars: 5 });
    await page.goto("/dashboard");
    await addEntry(page, { name: "bistro Paul", comment: "Great onion soup" });

    // Sorted by name, ignoring case; cards by default, list remembered.
    await page.goto("/dashboard");
    const names = () => page.locator("main ul > li :is(h2, h3)").allTextContents();
    await expect.poll(names).toEqual(["Alma", "bistro Paul", "zucca"]);
    await page.getByRole("radio", { name: "List" }).click();
    await page.reload();
    expect(await page.getByRole("radio", { name: "List" }).getAttribute("aria-checked")).toBe("true");
    await expect.poll(names).toEqual(["Alma", "bistro Paul", "zucca"]);

    // Search after submit only, case-insensitive over name, address and comment.
    await page.goto("/search");
    await page
      .getByText("Search the names, addresses, comments, dishes and notes of your entries.")
      .waitFor();
    await page.getByRole("searchbox").fill("ONION");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("1 entry found").waitFor();
    expect(await names()).toEqual(["bistro Paul"]);
    await page.getByRole("searchbox").fill("lisboa");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(names).toEqual(["Alma"]);
    await page.getByRole("searchbox").fill("sushi");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("No entries match “sushi”.").waitFor();

    // Browse: the first letter with entries, then another.
    await page.goto("/browse");
    await page.getByRole("heading", { name: "Browse your recalls" }).waitFor();
    await expect.poll(names).toEqual(["Alma"]);
    await page.getByRole("link", { name: "z", exact: true }).click();
    await expect.poll(names).toEqual(["zucca"]);
    expect(await page.getByRole("link", { name: "q", exact: true }).getAttribute("aria-disabled")).toBe(
      "true",
    );

    // Edit: cancel restores, save changes.
    await page.getByRole("link", { name: /zucca/ }).click();
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Restaurant name").fill("Something else");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("heading", { name: "zucca" }).waitFor();
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Restaurant name").fill("Zucca Trattoria");
    await page.getByRole("radio", { name: "No rating" }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("heading", { name: "Zucca Trattoria" }).waitFor();
    await page.getByText("Not rated").waitFor();

    // Delete after the app's own question.
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page
      .getByRole("alertdialog", { name: "Delete this entry?" })
      .getByRole("button", { name: "Delete entry" })
      .click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await expect.poll(names).toEqual(["Alma", "bistro Paul"]);
    await context.close();
  });

  it("says an unknown entry does not exist, with the way back to the dashboard", async () => {
    const { page, context } = await openPage(browser, { viewport });
    await signInAsNewUser(page);
    await page.goto("/entry/00000000-0000-0000-0000-000000000000");
    await page.getByRole("heading", { name: "This entry does not exist." }).waitFor();
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await context.close();
  });
});
