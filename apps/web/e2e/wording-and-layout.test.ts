import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { launchBrowser, openPage } from "./support/browser";
import { message } from "./support/catalog";

/** Same spacing everywhere, so text broken over lines in the page compares with the catalog's. */
function normalize(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A catalog message with its {placeholders} filled in, as the page shows it. */
function filled(language: string, id: string, values: Record<string, string> = {}): string {
  return normalize(
    message(language, id).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`),
  );
}

async function sectionText(page: Page, id: string): Promise<string> {
  return normalize(await page.locator(`section#${id}`).innerText());
}

describe("wording and layout", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  // The test server runs without a Google key: the open map from MAP_STYLE_URL, and Photon.
  const hosts = {
    tileHost: new URL(inject("mapStyleUrl")).host,
    photonHost: new URL(inject("photonUrl")).host,
  };

  it.each([
    ["fr", "fr-FR"],
    ["de", "de-DE"],
  ])("the legal texts name the configured map services and share links, in %s", async (language, locale) => {
    const { page, context } = await openPage(browser, { locale });
    await page.goto("/privacy");
    await page.locator("section#maps").waitFor();
    const maps = await sectionText(page, "maps");
    expect(maps).toContain(filled(language, "privacy.maps.tiles", hosts));
    expect(maps).toContain(filled(language, "privacy.maps.photonSearch", hosts));
    expect(maps).toContain(filled(language, "privacy.maps.photonPlacing", hosts));
    expect(maps).not.toContain("Google");
    expect(await sectionText(page, "photos")).toContain(filled(language, "privacy.photos.shown"));

    await page.goto("/terms");
    await page.locator("section#maps").waitFor();
    const terms = await sectionText(page, "maps");
    expect(terms).toContain(filled(language, "terms.maps.tiles", hosts));
    expect(terms).toContain(filled(language, "terms.maps.photonSearch", hosts));
    expect(terms).not.toContain("Google");
    expect(await sectionText(page, "acceptable-use")).toContain(filled(language, "terms.use.sharedPictures"));
    await context.close();
  });
});
