import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import type { TestAccount } from "./support/emulator";
import { trpcMutation } from "./support/api";
import { launchBrowser, openPage } from "./support/browser";
import { idTokenFor } from "./support/emulator";
import { e2eEnv } from "./support/env";
import { signInAsNewUser } from "./support/session";

const PERMISSION_KEY = "bitelog-location-permission";
const barcelona = { latitude: 41.39, longitude: 2.17 };

/** Records the options of every geolocation request (the position stays the browser's). */
function recordGeolocationRequests() {
  const requests: PositionOptions[] = [];
  (window as unknown as { geolocationRequests: PositionOptions[] }).geolocationRequests = requests;
  const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
  navigator.geolocation.getCurrentPosition = (success, failure, options) => {
    requests.push(options ?? {});
    original(success, failure, options);
  };
}

const geolocationRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { geolocationRequests: PositionOptions[] }).geolocationRequests);
/** The remembered result (stored with the time it was given, docs/product.md §1). */
const rememberedPermission = (page: Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? "null") as { permission?: string } | null)?.permission ?? null,
    PERMISSION_KEY,
  );

/** The test server has no Maps key: hand the page one, as a server with GOOGLE_MAPS_API_KEY would. */
async function configureMapsKey(context: BrowserContext): Promise<void> {
  await context.route("**/runtime-config.js", async (route) => {
    const original = await (await route.fetch()).text();
    await route.fulfill({
      body: original.replace('"googleMapsApiKey":null', '"googleMapsApiKey":"test-key"'),
      contentType: "text/javascript",
    });
  });
}

/** Entries created through the API as the signed-in account (the emulator hands out its token). */
async function createEntries(account: TestAccount, entries: Record<string, unknown>[]): Promise<string[]> {
  const signIn = await fetch(
    `http://${e2eEnv.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const ids: string[] = [];
  for (const entry of entries) {
    const response = await fetch(`${inject("baseUrl")}/trpc/entries.create`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ visitDate: "2025-10-01", ...entry }),
    });
    if (!response.ok) throw new Error(`entries.create: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { result: { data: { id: string } } }).result.data.id);
  }
  return ids;
}

/**
 * A stand-in for Google's map and marker libraries (Google cannot be reached from here): the map is
 * a box, each marker a button named by its title holding our content (if any: Google's own pins are
 * not drawn), the info window a dialog with our content.
 */
function fakeGoogleMaps() {
  type Listener = () => void;
  class FakeMap {
    zoom = 0;
    center: unknown = null;
    private listeners = new Set<Listener>();
    constructor(readonly element: HTMLElement) {}
    setCenter(center: unknown) {
      this.center = center;
    }
    setZoom(zoom: number) {
      this.zoom = zoom;
    }
    getZoom() {
      return this.zoom;
    }
    fitBounds() {
      this.zoom = 17;
      queueMicrotask(() => this.listeners.forEach((listener) => listener()));
    }
    addListener(_event: string, listener: Listener) {
      this.listeners.add(listener);
      return { remove: () => this.listeners.delete(listener) };
    }
  }
  class FakeMarker extends EventTarget {
    private button = document.createElement("button");
    private shownOn: FakeMap | null = null;
    constructor({ title, map, content }: { title: string; map?: FakeMap; content?: unknown }) {
      super();
      this.button.textContent = title;
      if (content instanceof HTMLElement) this.button.append(content);
      this.button.addEventListener("click", () => this.dispatchEvent(new Event("gmp-click")));
      if (map) this.map = map;
    }
    get map() {
      return this.shownOn;
    }
    set map(map: FakeMap | null) {
      this.shownOn = map;
      if (map) map.element.append(this.button);
      else this.button.remove();
    }
  }
  class FakeInfoWindow {
    private box = document.createElement("section");
    private header = document.createElement("h2");
    constructor({ content }: { content: HTMLElement }) {
      this.box.setAttribute("role", "dialog");
      this.box.append(this.header, content);
      this.box.setAttribute("aria-label", "info window");
    }
    setHeaderContent(text: string) {
      this.header.textContent = text;
    }
    open({ map }: { map: FakeMap }) {
      map.element.append(this.box);
    }
    close() {
      this.box.remove();
    }
    addListener() {
      return { remove: () => undefined };
    }
  }
  const libraries: Record<string, unknown> = {
    maps: { Map: FakeMap, InfoWindow: FakeInfoWindow },
    // A pin is only the marker's look, which the fake does not draw.
    marker: { AdvancedMarkerElement: FakeMarker, PinElement: Object },
  };
  (window as unknown as { google: unknown }).google = {
    maps: { importLibrary: (name: string) => Promise.resolve(libraries[name]) },
  };
}

describe("the map screen", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function openMap(options: BrowserContextOptions = {}) {
    const { context, page } = await openPage(browser, options);
    await context.addInitScript(recordGeolocationRequests);
    const account = await signInAsNewUser(page);
    return { context, page, account };
  }

  const gotoMap = async (page: Page) => {
    await page.goto("/map");
    await page.getByRole("heading", { name: "Map", level: 1 }).waitFor();
  };

  it("asks first, then remembers a granted permission and locates at once on later visits", async () => {
    const { context, page } = await openMap({ permissions: ["geolocation"], geolocation: barcelona });
    await gotoMap(page);
    await page.getByText("Show where you are on the map?").waitFor();
    expect(await geolocationRequests(page)).toEqual([]);

    await page.getByRole("button", { name: "Allow location" }).click();
    await page.getByRole("button", { name: "Allow location" }).waitFor({ state: "detached" });
    await expect.poll(() => rememberedPermission(page)).toBe("granted");
    expect(await geolocationRequests(page)).toEqual([
      { enableHighAccuracy: true, timeout: 8000, maximumAge: 60_000 },
    ]);

    await page.reload();
    await page.getByRole("heading", { name: "Map", level: 1 }).waitFor();
    await expect.poll(() => geolocationRequests(page)).toHaveLength(1);
    expect(await page.getByRole("button", { name: "Allow location" }).count()).toBe(0);
    await context.close();
  });

  it("hides the prompt for this visit only after Not now", async () => {
    const { context, page } = await openMap();
    await gotoMap(page);
    await page.getByRole("button", { name: "Not now" }).click();
    await page.getByRole("button", { name: "Allow location" }).waitFor({ state: "detached" });
    expect(await rememberedPermission(page)).toBeNull();
    expect(await geolocationRequests(page)).toEqual([]);

    await page.reload();
    await page.getByRole("button", { name: "Allow location" }).waitFor();
    await context.close();
  });

  it("shows the denied notice, remembers it, and Enable asks again for a fresh position", async () => {
    // No permission granted in the context: the browser refuses, as after a user's "Block".
    const { context, page } = await openMap({ geolocation: barcelona });
    await gotoMap(page);
    await page.getByRole("button", { name: "Allow location" }).click();
    await page.getByText("Location access is turned off.").waitFor();
    expect(await rememberedPermission(page)).toBe("denied");

    await page.reload();
    await page.getByText("Location access is turned off.").waitFor();
    expect(await page.getByRole("button", { name: "Allow location" }).count()).toBe(0);

    await context.grantPermissions(["geolocation"]);
    await page.getByRole("button", { name: "Enable" }).click();
    await page.getByText("Location access is turned off.").waitFor({ state: "detached" });
    await expect.poll(() => rememberedPermission(page)).toBe("granted");
    expect((await geolocationRequests(page)).map((options) => options.maximumAge)).toEqual([0]);
    await context.close();
  });

  it("counts the entries with a place", async () => {
    const { context, page, account } = await openMap();
    await createEntries(account, [
      { restaurantName: "Bar Cañete", restaurantLatitude: 41.38, restaurantLongitude: 2.17 },
      { restaurantName: "Can Solé", restaurantLatitude: 41.38, restaurantLongitude: 2.19 },
      { restaurantName: "No address" },
    ]);
    await gotoMap(page);
    await page.getByText("2 locations").waitFor();
    await context.close();
  });

  it("retries the Maps script three times, then says the map could not be loaded", async () => {
    // The test server has no key, so its policy names no Google host: the key handed to the page
    // below would be allowed by a server that had it.
    const { context, page } = await openMap({ bypassCSP: true });
    await configureMapsKey(context);
    // Aborted here too, so the test behaves the same on a machine that can reach Google.
    let scriptRequests = 0;
    await context.route("https://maps.googleapis.com/**", (route) => {
      scriptRequests++;
      return route.abort("internetdisconnected");
    });
    await gotoMap(page);
    await page.getByText("The map could not be loaded").waitFor({ timeout: 15_000 });
    expect(scriptRequests).toBe(4);

    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByText("The map could not be loaded").waitFor({ state: "detached" });
    await page.getByText("The map could not be loaded").waitFor({ timeout: 15_000 });
    expect(scriptRequests).toBe(8);
    await context.close();
  });

  it("puts a pin per entry and the user's position on the map, with an info window linking to the entry", async () => {
    const { context, page, account } = await openMap({
      permissions: ["geolocation"],
      geolocation: barcelona,
    });
    await configureMapsKey(context);
    await context.addInitScript(fakeGoogleMaps);
    const [id] = await createEntries(account, [
      { restaurantName: "Bar Cañete", restaurantLatitude: 41.38, restaurantLongitude: 2.17, rating: 4 },
      { restaurantName: "Can Solé", restaurantLatitude: 41.38, restaurantLongitude: 2.19 },
    ]);
    await gotoMap(page);
    await page.getByRole("button", { name: "Allow location" }).click();
    const map = page.getByRole("region", { name: "Map of your entries" });
    await map.getByRole("button", { name: "Your location" }).waitFor();
    await page.getByText("2 locations").waitFor();

    await map.getByRole("button", { name: "Can Solé" }).click();
    const info = map.getByRole("dialog");
    await info.getByText("Not rated").waitFor();
    await map.getByRole("button", { name: "Bar Cañete" }).click();
    await info.getByRole("heading", { name: "Bar Cañete" }).waitFor();
    await info.getByText("Rating: 4/5").waitFor();
    await info.getByRole("link", { name: "View entry" }).click();
    await page.waitForURL(`**/entry/${id}`);
    await context.close();
  });

  it("puts the places to try on the Google map in their own style, with a legend, a switch and “I went”", async () => {
    const { context, page, account } = await openMap();
    await configureMapsKey(context);
    await context.addInitScript(fakeGoogleMaps);
    await createEntries(account, [
      { restaurantName: "Bar Cañete", restaurantLatitude: 41.38, restaurantLongitude: 2.17 },
    ]);
    await trpcMutation(inject("baseUrl"), await idTokenFor(account), "placesToTry.create", {
      restaurantName: "Els Quatre Gats",
      restaurantLatitude: 41.3856,
      restaurantLongitude: 2.1739,
      note: "Where Picasso showed first",
    });
    await gotoMap(page);
    const map = page.getByRole("region", { name: "Map of your entries" });
    const pin = map.getByRole("button", { name: "Els Quatre Gats (place to try)" });
    await pin.locator(".place-pin").waitFor();
    expect(await map.getByRole("button", { name: "Bar Cañete" }).locator(".place-pin").count()).toBe(0);
    const legend = page.getByRole("list", { name: "Legend" });
    await legend.getByText("Visit").waitFor();
    await legend.getByText("Place to try").waitFor();

    const shown = page.getByRole("switch", { name: "Show places to try" });
    await shown.click();
    await pin.waitFor({ state: "detached" });
    await shown.click();
    await pin.click();
    const info = map.getByRole("dialog");
    await info.getByText("Where Picasso showed first").waitFor();
    await info.getByRole("link", { name: "I went" }).click();
    await page.waitForURL("**/new?**");
    expect(await page.getByLabel("Restaurant name").inputValue()).toBe("Els Quatre Gats");
    await context.close();
  });
});
