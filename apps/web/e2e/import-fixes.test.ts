import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { rest } from "./support/api";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { message } from "./support/catalog";
import { logInWithTermsAccepted, signInWithTermsAccepted } from "./support/session";
import { readableText } from "./support/untranslated";

/** A message with its {placeholders} filled, and the branch of a plural picked by hand. */
function filled(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (result, [name, value]) => result.replaceAll(`{${name}}`, value),
    text,
  );
}
const pluralBranch = (text: string, branch: "one" | "other") =>
  new RegExp(`${branch} \\{(.*?)\\}(?: \\w+ \\{|\\}$)`).exec(text)?.[1] ?? text;

/** What the server says in English, which a page in another language must never show. */
const SERVER_ENGLISH = [/Photos must be JPEG/, /needs a header row/, /is required/, /restaurantName/];

async function chooseImportFile(page: Page, language: string, name: string, contents: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: message(language, "import.choose") }).click();
  await (await chooser).setFiles({ name, mimeType: "text/csv", buffer: Buffer.from(contents) });
}

async function setLanguage(page: Page, baseUrl: string, idToken: string, language: string) {
  await rest(baseUrl, idToken, "PUT", "/api/user/settings", { preferred_language: language });
  await page.reload();
}

describe("imports and uploads that lose nothing (issue 32)", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  let realJpeg: Buffer;
  beforeAll(async () => {
    browser = await launchBrowser();
    realJpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => browser.close());

  it.each(["en", "fr"])(
    "keeps a real photo beside fake.jpg, names the refused file, and lets it be removed (%s)",
    async (language) => {
      const { page, context } = await openPage(browser, { viewport: viewports.desktop });
      const { idToken } = await signInWithTermsAccepted(page, baseUrl);
      const { id } = await rest<{ id: string }>(baseUrl, idToken, "POST", "/api/journal", {
        restaurantName: "Trattoria Foto",
        visitDate: "2025-03-01",
      });
      await page.goto(`/entry/${id}`);
      await setLanguage(page, baseUrl, idToken, language);
      await page.getByRole("button", { name: message(language, "entry.edit") }).click();
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: message(language, "photos.add") }).click();
      await (
        await chooser
      ).setFiles([
        { name: "real.jpg", mimeType: "image/jpeg", buffer: realJpeg },
        { name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("I am only text\n") },
      ]);
      const queued = page.getByRole("list", { name: message(language, "photos.newPhotos") });
      await expect.poll(() => queued.getByRole("listitem").count()).toBe(2);
      await page.getByRole("button", { name: message(language, "entry.saveChanges") }).click();

      // The real photo is kept, and the message names the file that was not.
      const reason = message(language, "serverErrors.unsupportedImage");
      const refusal = filled(message(language, "photos.refusedFile"), { name: "fake.jpg", reason });
      await page
        .getByRole("region", { name: message(language, "toast.region") })
        .getByText(refusal)
        .waitFor();
      await expect
        .poll(
          async () =>
            (await rest<{ photoUrls: string[] }>(baseUrl, idToken, "GET", `/api/journal/${id}`)).photoUrls,
        )
        .toHaveLength(1);
      // Only the refused file is left in the form, named with why, to send again or take out.
      await expect.poll(() => queued.getByRole("listitem").count()).toBe(1);
      await queued.getByRole("listitem").getByText(refusal).waitFor();
      const text = await readableText(page);
      for (const english of SERVER_ENGLISH) expect(text).not.toMatch(english);
      await queued.getByRole("button").click();
      await page.getByRole("button", { name: message(language, "entry.saveChanges") }).click();
      await page.getByRole("button", { name: message(language, "entry.edit") }).waitFor();
      await context.close();
    },
  );

  it("lists the columns it does not read, reads the app's French label, and speaks only French", async () => {
    const { page, context } = await openPage(browser, { viewport: viewports.mobile });
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    await page.goto("/settings");
    await setLanguage(page, baseUrl, idToken, "fr");
    await page.getByText(message("fr", "import.title"), { exact: true }).waitFor();
    const card = page.getByRole("main");

    const csv = [
      "Nom du restaurant;Date de la visite;Le reprendriez-vous ?;Humeur",
      "Chez Léon;31/03/2024;oui;gaie",
      "Da Gino;01/04/2024;non;",
      ";2024-01-01;;",
    ].join("\n");
    await chooseImportFile(page, "fr", "visites.csv", csv);
    const ignored = filled(pluralBranch(message("fr", "import.ignoredColumns"), "one"), {
      ignored: "Humeur",
    });
    await card.getByText(ignored).waitFor();
    const where = filled(message("fr", "import.whereRow"), { row: "4" });
    await card.getByText(filled(message("fr", "import.problemNameAt"), { where })).waitFor();
    for (const english of SERVER_ENGLISH) expect(await readableText(page)).not.toMatch(english);
    await card.getByRole("button", { name: /^Importer/ }).click();
    await expect
      .poll(async () =>
        (
          await rest<{ restaurant_name: string; would_get_again: boolean | null }[]>(
            baseUrl,
            idToken,
            "GET",
            "/api/journal",
          )
        ).map((entry) => [entry.restaurant_name, entry.would_get_again]),
      )
      .toEqual([
        ["Chez Léon", true],
        ["Da Gino", false],
      ]);

    // A file it cannot read: why, in French alone, without the server's English.
    await chooseImportFile(page, "fr", "notes.txt", "juste quelques mots\n");
    const alert = card.getByRole("alert");
    await alert.getByText(message("fr", "import.unreadable")).waitFor();
    await alert.getByText(message("fr", "import.missingColumns")).waitFor();
    for (const english of SERVER_ENGLISH) expect(await alert.innerText()).not.toMatch(english);
    await context.close();
  });

  it.each(["en", "de"])(
    "lets a legacy entry that was refused be fixed and imported, or discarded (%s)",
    async (language) => {
      const { page, context } = await openPage(browser, { locale: language, timezoneId: "Europe/Berlin" });
      await page.goto("/");
      await page.evaluate(
        (entries) => localStorage.setItem("entries", JSON.stringify(entries)),
        [
          { id: "old-1", createdAt: "2021-05-02T12:00:00.000Z", restaurantName: "", whatYouHad: "Soup" },
          { id: "old-2", createdAt: "not a date", restaurantName: "Nameless date" },
          { id: "old-3", createdAt: "2021-07-04T12:00:00.000Z", restaurantName: "Taqueria Sol" },
        ],
      );
      const { idToken } = await logInWithTermsAccepted(page, baseUrl);
      const dialog = page.getByRole("dialog", { name: message(language, "legacyImport.title") });
      const list = dialog.getByRole("list", { name: message(language, "legacyImport.listLabel") });
      await expect.poll(() => list.getByRole("listitem").count()).toBe(3);

      // The one without a name: named, and imported on its own.
      const nameless = list
        .getByRole("listitem")
        .filter({ hasText: message(language, "legacyImport.noName") });
      await nameless.getByRole("button", { name: message(language, "legacyImport.fix") }).click();
      await nameless.getByLabel(message(language, "entryForm.name")).fill("Suppenküche");
      await nameless.getByRole("button", { name: message(language, "legacyImport.importFixed") }).click();
      await expect.poll(() => list.getByRole("listitem").count()).toBe(2);

      // The one without a date: discarded from the device.
      const dateless = list.getByRole("listitem").filter({ hasText: "Nameless date" });
      await dateless.getByRole("button", { name: message(language, "legacyImport.discard") }).click();
      await expect.poll(() => list.getByRole("listitem").count()).toBe(1);
      expect(
        await page.evaluate(() =>
          (JSON.parse(localStorage.getItem("entries") ?? "[]") as { id: string }[]).map((e) => e.id),
        ),
      ).toEqual(["old-3"]);
      const journal = await rest<
        { restaurant_name: string; visit_date: string; what_you_had: string | null }[]
      >(baseUrl, idToken, "GET", "/api/journal");
      expect(journal.map((entry) => [entry.restaurant_name, entry.visit_date, entry.what_you_had])).toEqual([
        ["Suppenküche", "2021-05-02", "Soup"],
      ]);
      await context.close();
    },
  );
});
