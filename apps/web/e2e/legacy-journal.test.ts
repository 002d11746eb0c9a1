import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { PLAN_LIMITS } from "@bitelog/config";

import { rest } from "./support/api";
import { seriousViolations } from "./support/axe";
import { launchBrowser, openPage, sidewaysOverflow, viewports } from "./support/browser";
import { message } from "./support/catalog";
import { logInWithTermsAccepted } from "./support/session";

/** What the earlier version of Bitelog kept under localStorage.entries (docs/product.md §3). */
const legacyJournal = [
  {
    id: "legacy-1",
    createdAt: "2021-03-31T23:30:00.000Z",
    restaurantName: "Kaffee Alt",
    whatYouHad: "Apfelstrudel",
    wouldGetAgain: true,
    thingsToRemember: "Cash only",
  },
  { id: "legacy-2", createdAt: "2021-05-02T12:00:00.000Z", restaurantName: "", whatYouHad: "Soup" },
  {
    id: "legacy-3",
    createdAt: "2021-06-03T12:00:00.000Z",
    restaurantName: "Noodle Bar",
    wouldGetAgain: false,
  },
  { id: "legacy-4", createdAt: "2021-07-04T12:00:00.000Z", restaurantName: "Taqueria Sol" },
];

const storedLegacy = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("entries") ?? "null") as { id: string }[] | null);

describe("the journal of an earlier version on this device", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("is offered on sign-in, shown, and brought in as far as the plan allows; the rest stays on the device", async () => {
    const { page, context } = await openPage(browser, { timezoneId: "Europe/Berlin" });
    await page.goto("/");
    await page.evaluate((entries) => localStorage.setItem("entries", JSON.stringify(entries)), legacyJournal);
    const { idToken } = await logInWithTermsAccepted(page, baseUrl);

    const dialog = page.getByRole("dialog", { name: "Your journal from an earlier version" });
    await dialog.getByText("4 entries from an earlier version of Bitelog are on this device.").waitFor();
    await dialog.getByText("3 entries will be added to your journal.").waitFor();
    const list = dialog.getByRole("list", { name: "Entries on this device" });
    expect(await list.getByRole("listitem").count()).toBe(4);
    await list
      .getByRole("listitem")
      .filter({ hasText: "(no restaurant name)" })
      .getByText("Has no restaurant name")
      .waitFor();
    await list.getByRole("listitem").filter({ hasText: "Kaffee Alt" }).getByText("Apfelstrudel").waitFor();

    // Meanwhile the free plan fills up to two short of its limit.
    const room = 2;
    const limit = PLAN_LIMITS.free.maxEntries ?? 0;
    for (let start = 0; start < limit - room; start += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, limit - room - start) }, (_, i) =>
          rest(baseUrl, idToken, "POST", "/api/journal", {
            restaurantName: `Filler ${start + i}`,
            visitDate: "2020-01-01",
          }),
        ),
      );
    }

    await dialog.getByRole("button", { name: "Import 3 entries" }).click();
    await dialog.getByText("2 entries were added to your journal.").waitFor();
    await dialog.getByText("2 entries could not come in and stay on this device.").waitFor();
    // What stays is listed with the reason.
    expect(await list.getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringContaining("Has no restaurant name"),
      expect.stringContaining("Does not fit your plan's entry limit"),
    ]);
    await dialog.getByRole("link", { name: "Upgrade for unlimited entries" }).waitFor();
    // Only what the server confirmed left the device.
    expect((await storedLegacy(page))?.map((entry) => entry.id)).toEqual(["legacy-2", "legacy-4"]);
    await dialog.getByRole("button", { name: "Close" }).first().click();

    // In the journal, dated by the day it was written where the account lives, with every field.
    await page.goto("/dashboard?sort=date");
    await page
      .getByRole("link", { name: /Kaffee Alt/ })
      .getByText("Had: Apfelstrudel")
      .waitFor();
    await page.getByRole("link", { name: /Kaffee Alt/ }).click();
    const main = page.getByRole("main");
    await main.getByText("April 1, 2021").waitFor();
    await main.getByText("Cash only").waitFor();

    // The offer does not come back; Settings offers the rest.
    await page.goto("/settings");
    await page.getByText("2 entries from an earlier version of Bitelog are on this device.").waitFor();
    await page.getByRole("button", { name: "Review and import" }).click();
    await dialog.getByText("Nothing new to add.").waitFor();
    expect(await dialog.getByRole("button", { name: /^Import/ }).isDisabled()).toBe(true);
    await context.close();
  });

  it("keeps the entries on the device when declined, and does not ask again there", async () => {
    const { page, context } = await openPage(browser, {
      viewport: viewports.mobile,
      locale: "fr-FR",
      colorScheme: "dark",
    });
    await page.goto("/");
    await page.evaluate(
      (entries) => localStorage.setItem("entries", JSON.stringify(entries)),
      legacyJournal.slice(0, 1),
    );
    await logInWithTermsAccepted(page, baseUrl);
    const dialog = page.getByRole("dialog", { name: message("fr", "legacyImport.title") });
    await dialog.getByRole("button", { name: "Importer 1 entrée" }).waitFor();
    // Nothing runs sideways at 390 px, and the dialog passes axe in the dark theme.
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page, "legacy import offer, dark, 390 px")).toEqual([]);
    await dialog.getByRole("button", { name: message("fr", "legacyImport.decline") }).click();
    await dialog.waitFor({ state: "detached" });

    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect((await storedLegacy(page))?.map((entry) => entry.id)).toEqual(["legacy-1"]);
    expect(await page.locator("main ul > li").count()).toBe(0);
    await context.close();
  });
});
