import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { trpcMutation } from "./support/api";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { message } from "./support/catalog";
import { signInWithTermsAccepted } from "./support/session";

/**
 * The open map on the built-in basemap (the test server's MAP_STYLE_URL answers nothing), drawn by
 * the real MapLibre in Chromium's software WebGL: issue 32's items 11, 12 and 19.
 */

interface NewEntry {
  restaurantName: string;
  restaurantLatitude?: number;
  restaurantLongitude?: number;
}

async function createEntries(idToken: string, entries: NewEntry[]): Promise<string[]> {
  const ids: string[] = [];
  for (const entry of entries) {
    const created = await trpcMutation<{ id: string }>(inject("baseUrl"), idToken, "entries.create", {
      visitDate: "2025-10-01",
      ...entry,
    });
    ids.push(created.id);
  }
  return ids;
}

/** A plural message of the catalog ("{0, plural, one {…} other {…}}") as shown for `count`. */
function plural(text: string, count: number): string {
  const branch = count === 1 ? "one" : "other";
  const match = new RegExp(`${branch} \\{([^}]*)\\}`).exec(text);
  if (!match?.[1]) throw new Error(`No "${branch}" form in ${text}`);
  return match[1].replace("#", String(count));
}

async function gotoMap(page: Page, language: string): Promise<Locator> {
  await page.goto("/map");
  await page.getByRole("heading", { name: message(language, "map.title"), level: 1 }).waitFor();
  await page.getByRole("button", { name: message(language, "map.notNow") }).click();
  const map = page.getByRole("region", { name: message(language, "map.regionLabel") });
  await map.locator("canvas").waitFor();
  return map;
}

/**
 * What MapLibre drew on the map's canvas (the pins, popups and controls over it hidden), read back
 * from a screenshot through a 2D canvas in the page: the colour at its centre, how many of its
 * pixels are dark (the basemap alone is pale: land, water, borders) and how many are the light
 * theme's land (#f4efe4).
 */
async function mapPixels(page: Page, map: Locator) {
  await page.addStyleTag({
    content: ".maplibregl-marker, .maplibregl-ctrl, .maplibregl-popup { visibility: hidden !important; }",
  });
  // MapLibre marks the region busy until its style has loaded; then it draws what is in view.
  await expect.poll(() => map.getAttribute("aria-busy")).toBe("false");
  const png = (await map.locator("canvas").screenshot()).toString("base64");
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.drawImage(image, 0, 0);
    const { data: rgba, width, height } = context.getImageData(0, 0, image.width, image.height);
    let dark = 0;
    let land = 0;
    for (let i = 0; i < rgba.length; i += 4) {
      const [red, green, blue] = [rgba[i] ?? 255, rgba[i + 1] ?? 255, rgba[i + 2] ?? 255];
      if (red + green + blue < 3 * 110) dark++;
      if (Math.abs(red - 0xf4) + Math.abs(green - 0xef) + Math.abs(blue - 0xe4) <= 6) land++;
    }
    const centre = (Math.floor(height / 2) * width + Math.floor(width / 2)) * 4;
    return { dark, land, centre: Array.from(rgba.slice(centre, centre + 3)) };
  }, png);
}

/** The tiers of towns the page fetched, by number. */
function townTiersFetched(page: Page): string[] {
  const tiers: string[] = [];
  page.on("request", (request) => {
    const tier = /world-towns-(\d)/.exec(request.url())?.[1];
    if (tier) tiers.push(tier);
  });
  return tiers;
}

describe("the open map's fixes", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: true });
  });
  afterAll(() => browser.close());

  for (const [language, locale] of [
    ["en", "en-US"],
    ["fr", "fr-FR"],
  ] as const) {
    it(`says which entries are not on the map and links to them (${language})`, async () => {
      const { context, page } = await openPage(browser, { locale, viewport: viewports.mobile });
      const { idToken } = await signInWithTermsAccepted(page, inject("baseUrl"));
      const [, , unplacedId] = await createEntries(idToken, [
        { restaurantName: "Bar Cañete", restaurantLatitude: 41.3802, restaurantLongitude: 2.1734 },
        { restaurantName: "Sushi Yoshi", restaurantLatitude: 35.6595, restaurantLongitude: 139.7005 },
        { restaurantName: "Chez Nulle Part" },
        { restaurantName: "Ohne Ort" },
      ]);
      await gotoMap(page, language);
      await page.getByText(plural(message(language, "map.locationsCount"), 2), { exact: true }).waitFor();
      await page.getByText(message(language, "map.builtInBasemapNotice")).waitFor();

      await page.getByText(plural(message(language, "map.unplacedCount"), 2)).click();
      await page.getByText(message(language, "map.unplacedHint")).waitFor();
      await page.getByRole("link", { name: "Ohne Ort" }).waitFor();
      await page.getByRole("link", { name: "Chez Nulle Part" }).click();
      await page.waitForURL(`**/entry/${unplacedId ?? ""}`);
      await context.close();
    });
  }

  it("clusters pins that would overlap, few as they are, with 24 px pins and keyboard access", async () => {
    const { context, page } = await openPage(browser, { viewport: viewports.mobile });
    const { idToken } = await signInWithTermsAccepted(page, inject("baseUrl"));
    // Two places a street apart and one across the world: fitted together, the two would overlap.
    await createEntries(idToken, [
      { restaurantName: "Bar Cañete", restaurantLatitude: 41.3802, restaurantLongitude: 2.1734 },
      { restaurantName: "Can Solé", restaurantLatitude: 41.3795, restaurantLongitude: 2.1889 },
      { restaurantName: "Sushi Yoshi", restaurantLatitude: 35.6595, restaurantLongitude: 139.7005 },
    ]);
    const map = await gotoMap(page, "en");
    const cluster = map.getByRole("button", { name: "2 entries here: zoom in" });
    await cluster.waitFor();
    expect(await cluster.textContent()).toBe("2");
    const alone = map.getByRole("button", { name: "Sushi Yoshi" });
    const box = await alone.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    expect(await map.getByRole("button", { name: "Bar Cañete" }).count()).toBe(0);

    // The keyboard opens the cluster as a click does: it zooms in until the pins stand apart.
    await cluster.focus();
    await page.keyboard.press("Enter");
    await map.getByRole("button", { name: "Bar Cañete" }).waitFor();
    await map.getByRole("button", { name: "Can Solé" }).waitFor();
    await context.close();
  });

  it("draws the North Atlantic as water between land, with no towns at an ocean's scale", async () => {
    const { context, page } = await openPage(browser);
    const towns = townTiersFetched(page);
    const { idToken } = await signInWithTermsAccepted(page, inject("baseUrl"));
    // Fitted to New York and London, the middle of the map is the open ocean.
    await createEntries(idToken, [
      { restaurantName: "Katz's", restaurantLatitude: 40.7223, restaurantLongitude: -73.9874 },
      { restaurantName: "Dishoom", restaurantLatitude: 51.5126, restaurantLongitude: -0.1269 },
    ]);
    const map = await gotoMap(page, "en");
    await map.getByRole("button", { name: "Dishoom" }).waitFor();
    const { land, centre } = await mapPixels(page, map);
    // The built-in basemap's land is drawn (North America's and Europe's coasts), and the middle is
    // the light theme's water (#cfe3ee), not its land (#f4efe4).
    expect(land).toBeGreaterThan(1000);
    const [red = 0, , blue = 0] = centre;
    expect(blue).toBeGreaterThan(red);
    expect(towns).toEqual([]);
    await context.close();
    // Software WebGL draws the 1:50m world slowly on a busy machine.
  }, 120_000);

  it("shows the gazetteer's towns, dots and names, at street zoom", async () => {
    const { context, page } = await openPage(browser);
    const towns = townTiersFetched(page);
    const { idToken } = await signInWithTermsAccepted(page, inject("baseUrl"));
    // Fitted to one place, the map opens at street zoom, a few hundred metres from the centre
    // where GeoNames puts Barcelona.
    await createEntries(idToken, [
      { restaurantName: "Bar Cañete", restaurantLatitude: 41.3862, restaurantLongitude: 2.1648 },
    ]);
    const map = await gotoMap(page, "en");
    await map.getByRole("button", { name: "Bar Cañete" }).waitFor();
    await expect.poll(() => towns.toSorted()).toEqual(["0", "1", "2", "3"]);
    // A town's name and dot are dark on the pale basemap.
    await expect.poll(async () => (await mapPixels(page, map)).dark).toBeGreaterThan(50);
    await context.close();
  }, 120_000);

  for (const [language, locale] of [
    ["en", "en-US"],
    ["de", "de-DE"],
  ] as const) {
    it(`shows where an entry placed by its pin alone is (${language})`, async () => {
      const { context, page } = await openPage(browser, { locale });
      const { idToken } = await signInWithTermsAccepted(page, inject("baseUrl"));
      const [id] = await createEntries(idToken, [
        { restaurantName: "Food Truck", restaurantLatitude: 41.380234, restaurantLongitude: 2.17341 },
      ]);
      await page.goto(`/entry/${id ?? ""}`);
      await page.getByRole("heading", { name: "Food Truck" }).waitFor();
      await page.getByText(message(language, "entry.pinnedLocation"), { exact: true }).waitFor();
      const link = page.getByRole("link", { name: "41.38023, 2.17341" });
      expect(await link.getAttribute("href")).toContain(encodeURIComponent("41.38023, 2.17341"));
      await context.close();
    });
  }
});
