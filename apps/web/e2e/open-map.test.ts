import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import type { TestAccount } from "./support/emulator";
import { rest, trpcMutation } from "./support/api";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { keptJournals } from "./support/device-copy";
import { idTokenFor } from "./support/emulator";
import { signInAsNewUser } from "./support/session";

/**
 * The open map (no Google key): the real MapLibre in Chromium's software WebGL, on the built-in
 * basemap (the test server's MAP_STYLE_URL answers nothing), with the test server's Photon stand-in.
 */

interface NewEntry {
  restaurantName: string;
  restaurantAddress?: string;
  restaurantLatitude?: number;
  restaurantLongitude?: number;
  rating?: number;
  visitDate?: string;
}

async function createEntries(account: TestAccount, entries: NewEntry[]): Promise<string[]> {
  const token = await idTokenFor(account);
  const ids: string[] = [];
  for (const entry of entries) {
    const created = await trpcMutation<{ id: string }>(inject("baseUrl"), token, "entries.create", {
      visitDate: "2025-10-01",
      ...entry,
    });
    ids.push(created.id);
  }
  return ids;
}

/** The map's markers are drawn once MapLibre has loaded its style and the source's features. */
const mapRegion = (page: Page) => page.getByRole("region", { name: "Map of your entries" });

async function gotoMap(page: Page) {
  await page.goto("/map");
  await page.getByRole("heading", { name: "Map", level: 1 }).waitFor();
  // "Not now": the location prompt is the Google map test's subject.
  await page.getByRole("button", { name: "Not now" }).click();
}

describe("the open map", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: true });
  });
  afterAll(() => browser.close());

  async function signedIn(options: Parameters<typeof openPage>[1] = {}) {
    const { context, page } = await openPage(browser, options);
    const account = await signInAsNewUser(page);
    return { context, page, account };
  }

  it("draws a pin per entry on the built-in basemap, approximate ones apart, each with a popup linking to the entry", async () => {
    const { context, page, account } = await signedIn();
    const [barId, , , typedId] = await createEntries(account, [
      { restaurantName: "Bar Cañete", restaurantLatitude: 41.3802, restaurantLongitude: 2.1734, rating: 4 },
      { restaurantName: "Can Solé", restaurantLatitude: 41.3795, restaurantLongitude: 2.1889 },
      { restaurantName: "No address" },
      // An address Photon does not know: the server places it at its city, as approximate.
      { restaurantName: "Tasca do Chico", restaurantAddress: "Kurfürstenstraße 58, Köln" },
    ]);
    const token = await idTokenFor(account);
    await expect
      .poll(
        async () =>
          (
            await rest<{ location_precision: string | null }>(
              inject("baseUrl"),
              token,
              "GET",
              `/api/journal/${typedId ?? ""}`,
            )
          ).location_precision,
        // The gazetteer loads on the first use.
        { timeout: 30_000 },
      )
      .toBe("approximate");
    await gotoMap(page);
    await page.getByText("3 locations").waitFor();
    const map = mapRegion(page);
    // Fitted with Köln in view, the two Barcelona places would overlap: one cluster until zoomed in.
    await map.getByRole("button", { name: "2 entries here: zoom in" }).click();
    await map.getByRole("button", { name: "Can Solé" }).waitFor();
    expect(await map.getAttribute("data-basemap")).toBe("built-in");
    await page.getByText("a simple world map is shown").waitFor();
    // Natural Earth is credited (the attribution control, compact, lists its sources).
    expect(await map.locator(".maplibregl-ctrl-attrib-inner").textContent()).toContain("Natural Earth");

    await map.getByRole("button", { name: "Can Solé" }).click();
    const popup = map.getByRole("dialog", { name: "Can Solé" });
    await popup.getByText("Not rated").waitFor();
    await popup.getByText("Oct 1, 2025").waitFor();

    // Keyboard: a pin is a button in the tab order; Enter opens its popup.
    await map.getByRole("button", { name: "Bar Cañete" }).focus();
    await page.keyboard.press("Enter");
    const barPopup = map.getByRole("dialog", { name: "Bar Cañete" });
    await barPopup.getByText("Rating: 4/5").waitFor();
    await barPopup.getByRole("link", { name: "View entry" }).click();
    await page.waitForURL(`**/entry/${barId}`);

    await gotoMap(page);
    const approximate = map.getByRole("button", { name: "Tasca do Chico (approximate location)" });
    expect(await approximate.getAttribute("data-precision")).toBe("approximate");
    await approximate.click();
    await map
      .getByRole("dialog", { name: "Tasca do Chico" })
      .getByText("Approximate location: placed at its city.")
      .waitFor();
    await context.close();
  });

  it("clusters many entries; choosing a cluster zooms in until it splits", async () => {
    const { context, page, account } = await signedIn({ viewport: viewports.mobile });
    // 24 in one street block and one far away: more than stand alone, so they are grouped.
    const near = Array.from({ length: 24 }, (_, i) => ({
      restaurantName: `Tapas ${String(i + 1).padStart(2, "0")}`,
      restaurantLatitude: 41.38 + (i % 6) * 0.0004,
      restaurantLongitude: 2.17 + Math.floor(i / 6) * 0.0004,
    }));
    await createEntries(account, [
      ...near,
      { restaurantName: "Far Away", restaurantLatitude: 41.5, restaurantLongitude: 2.4 },
    ]);
    await gotoMap(page);
    await page.getByText("25 locations").waitFor();
    const map = mapRegion(page);
    const cluster = map.getByRole("button", { name: "24 entries here: zoom in" });
    await cluster.waitFor();
    await map.getByRole("button", { name: "Far Away" }).waitFor();
    expect(await map.getByRole("button", { name: /^Tapas/ }).count()).toBe(0);

    await cluster.click();
    await cluster.waitFor({ state: "detached" });
    // Closer, the block splits into smaller clusters or single pins.
    await expect
      .poll(() => map.getByRole("button", { name: /^(Tapas \d+|\d+ entries here: zoom in)$/ }).count())
      .toBeGreaterThan(1);
    await context.close();
  });

  it("draws the entries and places to try kept on the device while the server's answer is on its way", async () => {
    const { context, page, account } = await signedIn();
    await createEntries(account, [
      { restaurantName: "Kept Bistro", restaurantLatitude: 45.764, restaurantLongitude: 4.8357 },
    ]);
    await trpcMutation(inject("baseUrl"), await idTokenFor(account), "placesToTry.create", {
      restaurantName: "Kept Bouchon",
      restaurantLatitude: 45.7676,
      restaurantLongitude: 4.8344,
    });
    await gotoMap(page);
    const map = mapRegion(page);
    const pins = [
      map.getByRole("button", { name: "Kept Bistro" }),
      map.getByRole("button", { name: "Kept Bouchon (place to try)" }),
    ];
    for (const pin of pins) await pin.waitFor();
    // Both lists kept: a copy written between their two answers holds one of them only.
    await expect.poll(async () => JSON.stringify(await keptJournals(page))).toContain("Kept Bouchon");
    await expect.poll(async () => JSON.stringify(await keptJournals(page))).toContain("Kept Bistro");

    // Opened again while the lists are on their way: the device's copy is drawn without them.
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname.includes("entries.list"),
      (route) => void held.push(route),
    );
    await page.reload();
    for (const pin of pins) await pin.waitFor();
    expect(held.length).toBeGreaterThan(0);
    await page.unroute((url) => url.pathname.includes("entries.list"));
    await Promise.all(held.map((route) => route.continue()));
    await context.close();
  });

  it("draws the configured style when it loads", async () => {
    const { context, page, account } = await signedIn();
    await createEntries(account, [
      { restaurantName: "Bar Cañete", restaurantLatitude: 41.3802, restaurantLongitude: 2.1734 },
    ]);
    const style = {
      version: 8,
      sources: {
        osm: {
          type: "geojson",
          data: { type: "FeatureCollection", features: [] },
          attribution: "© OpenStreetMap",
        },
      },
      layers: [
        { id: "paper", type: "background", paint: { "background-color": "#eeeeee" } },
        { id: "streets", type: "line", source: "osm" },
      ],
    };
    await context.route(inject("mapStyleUrl"), (route) =>
      route.fulfill({ json: style, headers: { "access-control-allow-origin": "*" } }),
    );
    await gotoMap(page);
    const map = mapRegion(page);
    await map.getByRole("button", { name: "Bar Cañete" }).waitFor();
    expect(await map.getAttribute("data-basemap")).toBe("configured");
    expect(await map.locator(".maplibregl-ctrl-attrib-inner").textContent()).toContain("OpenStreetMap");
    await context.close();
  });
});

const paris = { latitude: 48.8534, longitude: 2.3345 };

/** A permission given on an earlier visit: the app looks the position up at once (docs/product.md §4). */
function rememberGrantedLocation() {
  localStorage.setItem(
    "bitelog-location-permission",
    JSON.stringify({ permission: "granted", at: Date.now() }),
  );
}

describe("place search and pins without Google", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: true });
  });
  afterAll(() => browser.close());

  /** The Photon requests the page makes (the stand-in is the test server's, shared by all tests). */
  function photonRequests(page: Page): URL[] {
    const seen: URL[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(`${inject("photonUrl")}/api`)) seen.push(new URL(request.url()));
    });
    return seen;
  }

  const savedEntry = async (account: TestAccount, id: string) =>
    rest<{
      restaurant_latitude: number | null;
      restaurant_longitude: number | null;
      restaurant_name: string;
    }>(inject("baseUrl"), await idTokenFor(account), "GET", `/api/journal/${id}`);

  it("suggests Photon's places near the user, eating places first; choosing one fills the form and pins it", async () => {
    const { context, page } = await openPage(browser, { permissions: ["geolocation"], geolocation: paris });
    await context.addInitScript(rememberGrantedLocation);
    const account = await signInAsNewUser(page);
    const requests = photonRequests(page);
    await page.goto("/new");
    const address = page.getByRole("combobox", { name: "Address" });
    expect(await address.getAttribute("autocomplete")).toBe("off");
    await address.fill("rue de l");
    const list = page.getByRole("listbox", { name: "Address suggestions" });
    await list.getByRole("option", { name: /Le Procope/ }).waitFor();
    await page.getByText("Places © OpenStreetMap contributors").waitFor();
    const last = requests.at(-1);
    expect(last?.searchParams.get("q")).toBe("rue de l");
    expect(last?.searchParams.get("lat")).toBe("48.8534");
    expect(last?.searchParams.get("lon")).toBe("2.3345");
    expect(last?.searchParams.get("limit")).toBe("6");
    expect(last?.searchParams.get("lang")).toBe("en");

    await address.press("ArrowDown");
    expect(await list.getByRole("option", { selected: true }).textContent()).toContain("Le Procope");
    await address.press("Enter");
    expect(await page.getByLabel("Restaurant name").inputValue()).toBe("Le Procope");
    expect(await address.inputValue()).toBe("Rue de l'Ancienne Comédie 13, 75006 Paris, France");
    await page.getByRole("button", { name: "The entry's pin" }).waitFor();

    // Correcting the address text keeps the pin.
    await address.fill("Rue de l'Ancienne Comédie 13, Paris");
    await page.getByRole("button", { name: "Remove the pin" }).waitFor();

    await page.getByRole("button", { name: "Save entry" }).click();
    await page.waitForURL("**/entry/*");
    const id = page.url().split("/").at(-1) ?? "";
    expect(await savedEntry(account, id)).toMatchObject({
      restaurant_name: "Le Procope",
      restaurant_latitude: 48.85305,
      restaurant_longitude: 2.33886,
    });
    await context.close();
  });

  it("suggests the places already in the journal, also when Photon fails", async () => {
    const { context, page } = await openPage(browser);
    const account = await signInAsNewUser(page);
    await createEntries(account, [
      {
        restaurantName: "Bar Cañete",
        restaurantAddress: "Carrer de la Unió 17, Barcelona",
        restaurantLatitude: 41.3802,
        restaurantLongitude: 2.1734,
      },
    ]);
    await context.route(`${inject("photonUrl")}/**`, (route) => route.abort("internetdisconnected"));
    await page.goto("/new");
    const address = page.getByRole("combobox", { name: "Address" });
    await address.fill("cañe");
    await page.getByText("Address suggestions are unavailable. You can still type the address.").waitFor();
    const list = page.getByRole("listbox", { name: "Address suggestions" });
    await list.getByRole("option", { name: /Bar Cañete/ }).click();
    expect(await page.getByLabel("Restaurant name").inputValue()).toBe("Bar Cañete");
    expect(await address.inputValue()).toBe("Carrer de la Unió 17, Barcelona");
    await page.getByRole("button", { name: "The entry's pin" }).waitFor();
    await page.getByLabel("Visit date").fill("2025-11-02");
    await page.getByRole("button", { name: "Save entry" }).click();
    await page.waitForURL("**/entry/*");
    const id = page.url().split("/").at(-1) ?? "";
    expect(await savedEntry(account, id)).toMatchObject({
      restaurant_latitude: 41.3802,
      restaurant_longitude: 2.1734,
    });
    await context.close();
  });

  it("places the pin with a click, moves it by dragging, removes it, and saves where it was put", async () => {
    const { context, page } = await openPage(browser, { viewport: viewports.mobile });
    const account = await signInAsNewUser(page);
    await page.goto("/new");
    await page.getByLabel("Restaurant name").fill("Pop-up stall");
    const pinMap = page.getByRole("region", { name: "Map for the entry's position" });
    await pinMap.locator("canvas").waitFor();
    await pinMap.and(page.locator('[aria-busy="false"]')).waitFor();
    const box = await pinMap.boundingBox();
    if (!box) throw new Error("the pin map has no box");
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    await page.mouse.click(centre.x, centre.y);
    const pin = page.getByRole("button", { name: "The entry's pin" });
    await pin.waitFor();
    await page.getByRole("button", { name: "Remove the pin" }).click();
    await pin.waitFor({ state: "detached" });

    await page.mouse.click(centre.x, centre.y);
    await pin.waitFor();
    // The pin's tip is at the point clicked: drag it 60 px to the east.
    await page.mouse.move(centre.x, centre.y - 10);
    await page.mouse.down();
    await page.mouse.move(centre.x + 30, centre.y - 10, { steps: 5 });
    await page.mouse.move(centre.x + 60, centre.y - 10, { steps: 5 });
    await page.mouse.up();

    await page.getByRole("button", { name: "Save entry" }).click();
    await page.waitForURL("**/entry/*");
    const id = page.url().split("/").at(-1) ?? "";
    const saved = await savedEntry(account, id);
    // The map opened on the default city at zoom 12, where 60 px is about 0.0103° of longitude.
    const { lat, lng } = await page.evaluate(
      () =>
        (window as unknown as { __BITELOG_CONFIG__: { defaultMapCenter: { lat: number; lng: number } } })
          .__BITELOG_CONFIG__.defaultMapCenter,
    );
    expect(saved.restaurant_latitude).toBeCloseTo(lat, 2);
    expect(saved.restaurant_longitude).toBeCloseTo(lng + 0.0103, 2);
    await context.close();
  });
});
