import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { rest, trpcMutation } from "./support/api";
import { controlledByWorker, launchBrowser, openPage } from "./support/browser";
import { keptOnDevice } from "./support/device-copy";
import { idTokenFor } from "./support/emulator";
import { signInAsNewUser, signInWithTermsAccepted } from "./support/session";

interface Place {
  id: string;
  restaurant_name: string;
  restaurant_address: string | null;
  restaurant_latitude: number | null;
  restaurant_longitude: number | null;
  source_url: string | null;
  note: string | null;
  list_name: string | null;
}

/** A place link as Google Maps shares it: the map's centre after @, the place's own position in !3d…!4d…. */
const MAPS_LINK =
  "https://www.google.com/maps/place/Caf%C3%A9+de+Flore/@48.8539,2.3310,17z/data=!3m1!4b1!4m6!3m5!1s0x47e671d7a5f1f5e5:0x9b2a1d6f!8m2!3d48.8541675!4d2.3326294!16s%2Fm%2F02r1dq";

describe("places to try", () => {
  let browser: Browser;
  beforeAll(async () => {
    // The open map is drawn with software WebGL.
    browser = await launchBrowser({ webgl: true });
  });
  afterAll(() => browser.close());

  it("adds a place from the place search and one shared from Google Maps; the shared one has its own pin on the map", async () => {
    const { context, page } = await openPage(browser);
    const account = await signInAsNewUser(page);
    await page.goto("/to-try");
    await page.getByRole("heading", { name: "No places to try yet" }).waitFor();

    await page.getByRole("link", { name: "Add your first place" }).click();
    const search = page.getByRole("combobox", { name: "Find the place" });
    await search.fill("rue de l");
    await page
      .getByRole("listbox", { name: "Address suggestions" })
      .getByRole("option", { name: /Le Procope/ })
      .click();
    expect(await page.getByLabel("Restaurant name").inputValue()).toBe("Le Procope");
    await page.getByRole("button", { name: "Save place" }).click();
    await page.waitForURL("**/to-try");
    await page.getByRole("heading", { name: "Le Procope" }).waitFor();

    // The share target: what Android's share sheet opens for "Share → Bitelog" from Google Maps.
    await page.goto(`/to-try/add?title=&text=${encodeURIComponent(`Café de Flore\n${MAPS_LINK}`)}&url=`);
    expect(await page.getByLabel("Restaurant name").inputValue()).toBe("Café de Flore");
    await page.getByLabel("List").fill("Paris");
    await page.getByRole("button", { name: "Save place" }).click();
    await page.waitForURL("**/to-try");
    await page.getByText("2 of 100 places to try on the free plan").waitFor();

    const token = await idTokenFor(account);
    const { places } = await rest<{ places: Place[] }>(inject("baseUrl"), token, "GET", "/api/places-to-try");
    expect(places.find((place) => place.restaurant_name === "Café de Flore")).toMatchObject({
      restaurant_latitude: 48.8541675,
      restaurant_longitude: 2.3326294,
      source_url: MAPS_LINK,
    });
    // The suggestion chosen in the search brought its position with it.
    expect(places.find((place) => place.restaurant_name === "Le Procope")).toMatchObject({
      restaurant_latitude: 48.85305,
      restaurant_longitude: 2.33886,
    });

    await page.goto("/map");
    const map = page.getByRole("region", { name: "Map of your entries" });
    const pin = map.getByRole("button", { name: "Café de Flore (place to try)" });
    await pin.waitFor();
    expect(await pin.getAttribute("class")).toContain("place-pin");
    const legend = page.getByRole("list", { name: "Legend" });
    await legend.getByText("Visit").waitFor();
    await legend.getByText("Place to try").waitFor();
    await page.getByRole("switch", { name: "Show places to try" }).click();
    await pin.waitFor({ state: "detached" });
    await context.close();
  });

  it("reads the list offline from the device copy, and adds a place offline that is sent on reconnect", async () => {
    const baseUrl = inject("baseUrl");
    const { context, page } = await openPage(browser, { serviceWorkers: "allow" });
    const account = await signInWithTermsAccepted(page, baseUrl);
    const listed = async () =>
      (await rest<{ places: Place[] }>(baseUrl, account.idToken, "GET", "/api/places-to-try")).places;
    await trpcMutation(baseUrl, account.idToken, "placesToTry.create", {
      restaurantName: "Katz's Delicatessen",
      note: "Pastrami on rye",
    });
    await controlledByWorker(page);
    await page.goto("/to-try");
    await page.getByRole("heading", { name: "Katz's Delicatessen" }).waitFor();
    await expect.poll(() => keptOnDevice(page, "Pastrami on rye")).toBe(true);

    // Reopened without a connection: the list shows as last seen.
    await context.setOffline(true);
    await page.reload();
    await page.getByText("Offline — showing what was saved on this device").waitFor();
    await page.getByRole("heading", { name: "Katz's Delicatessen" }).waitFor();
    await page.getByText("Pastrami on rye").waitFor();

    // Shared from Google Maps while offline: the place waits on the device, listed, even after a reload.
    await page.goto(`/to-try/add?title=&text=${encodeURIComponent(`Café de Flore\n${MAPS_LINK}`)}&url=`);
    await page.getByLabel("List").fill("Paris");
    await page.getByRole("button", { name: "Save place" }).click();
    await page.getByText("Saved on this device. It will sync when you are back online.").waitFor();
    await page.waitForURL("**/to-try");
    const waiting = page.getByRole("article", { name: "Café de Flore" });
    await waiting.getByText("Waiting to sync").waitFor();
    await page.reload();
    await waiting.getByText("Waiting to sync").waitFor();
    expect((await listed()).map((place) => place.restaurant_name)).toEqual(["Katz's Delicatessen"]);

    // Back online: sent once, with what was shared, and the place is an ordinary one of the list.
    await context.setOffline(false);
    await expect.poll(() => waiting.getByText("Waiting to sync").count(), { timeout: 30_000 }).toBe(0);
    await waiting.getByRole("link", { name: "I went" }).waitFor();
    const places = await listed();
    expect(places).toHaveLength(2);
    expect(places.find((place) => place.restaurant_name === "Café de Flore")).toMatchObject({
      restaurant_latitude: 48.8541675,
      restaurant_longitude: 2.3326294,
      source_url: MAPS_LINK,
      list_name: "Paris",
    });
    await context.close();
  });

  it("“I went” on a place still waiting to be added saves the visit behind it, sent in order", async () => {
    const baseUrl = inject("baseUrl");
    const { context, page } = await openPage(browser, { serviceWorkers: "allow" });
    const account = await signInWithTermsAccepted(page, baseUrl);
    await trpcMutation(baseUrl, account.idToken, "placesToTry.create", {
      restaurantName: "Katz's Delicatessen",
    });
    await controlledByWorker(page);
    await page.goto("/to-try");
    await page.getByRole("heading", { name: "Katz's Delicatessen" }).waitFor();
    await expect.poll(() => keptOnDevice(page, "Katz's Delicatessen")).toBe(true);

    await context.setOffline(true);
    await page.goto(`/to-try/add?title=&text=${encodeURIComponent(`Café de Flore\n${MAPS_LINK}`)}&url=`);
    await page.getByRole("button", { name: "Save place" }).click();
    await page.getByText("Saved on this device. It will sync when you are back online.").waitFor();
    await page.waitForURL("**/to-try");
    const waiting = page.getByRole("article", { name: "Café de Flore" });
    await waiting.getByText("Waiting to sync").waitFor();

    // The visit waits behind the place, and the place leaves the list at once.
    await waiting.getByRole("link", { name: "I went" }).click();
    await page.waitForURL("**/new?**");
    expect(await page.getByLabel("Restaurant name").inputValue()).toBe("Café de Flore");
    await page.getByRole("button", { name: "Save entry" }).click();
    // Kept on this device: the entry opens under the id it has until it is sent (the place's toast may
    // still be showing the same words).
    await page.waitForURL("**/entry/local-*");
    await page.goto("/to-try");
    await page.getByRole("heading", { name: "Katz's Delicatessen" }).waitFor();
    expect(await waiting.count()).toBe(0);

    // Back online: the place is sent, then the visit to it, which takes it off the list on the server.
    await context.setOffline(false);
    const visits = async () =>
      (
        await rest<
          { restaurant_name: string; restaurant_latitude: number | null; listed_since: string | null }[]
        >(baseUrl, account.idToken, "GET", "/api/journal")
      ).map((entry) => ({
        name: entry.restaurant_name,
        latitude: entry.restaurant_latitude,
        listed: entry.listed_since !== null,
      }));
    await expect
      .poll(visits, { timeout: 30_000 })
      .toEqual([{ name: "Café de Flore", latitude: 48.8541675, listed: true }]);
    const places = await rest<{ places: Place[] }>(baseUrl, account.idToken, "GET", "/api/places-to-try");
    expect(places.places.map((place) => place.restaurant_name)).toEqual(["Katz's Delicatessen"]);
    await context.close();
  });

  it("edits and removes places offline, saved ones and ones still waiting to be added, and sends them in order on reconnect", async () => {
    const baseUrl = inject("baseUrl");
    const { context, page } = await openPage(browser, { serviceWorkers: "allow" });
    const account = await signInWithTermsAccepted(page, baseUrl);
    // The places the server holds, by name, with their notes.
    const held = async () =>
      (await rest<{ places: Place[] }>(baseUrl, account.idToken, "GET", "/api/places-to-try")).places
        .map((place) => [place.restaurant_name, place.note])
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
    for (const [restaurantName, note] of [
      ["Katz's Delicatessen", "Pastrami on rye"],
      ["Russ & Daughters", "Bagels"],
    ]) {
      await trpcMutation(baseUrl, account.idToken, "placesToTry.create", { restaurantName, note });
    }
    await controlledByWorker(page);
    await page.goto("/to-try");
    await page.getByRole("heading", { name: "Russ & Daughters" }).waitFor();
    await expect.poll(() => keptOnDevice(page, "Bagels")).toBe(true);
    // What reaches the server once the connection is back: each place change by its procedure.
    const sent: string[] = [];
    page.on("request", (request) => {
      const procedures = /\/trpc\/([^?]+)/.exec(request.url())?.[1] ?? "";
      sent.push(
        ...procedures
          .split(",")
          .filter((name) => name.startsWith("placesToTry.") && name !== "placesToTry.list"),
      );
    });
    await context.setOffline(true);

    // By keyboard: the toasts of the changes before may lie over the page's buttons.
    const save = async (button: string) => {
      await page.getByRole("button", { name: button }).press("Enter");
      await page.waitForURL("**/to-try");
    };
    const edit = async (name: string, fields: { name?: string; note: string }) => {
      await page.getByRole("link", { name: `Edit ${name}` }).press("Enter");
      await page.getByRole("heading", { name: "Edit place to try" }).waitFor();
      if (fields.name) await page.getByLabel("Restaurant name").fill(fields.name);
      await page.getByLabel("Note").fill(fields.note);
      await save("Save changes");
    };
    const add = async (name: string) => {
      await page.getByRole("link", { name: "Add a place to try" }).press("Enter");
      await page.getByLabel("Restaurant name").fill(name);
      await save("Save place");
    };
    const remove = (name: string) =>
      page.getByRole("button", { name: `Remove ${name} from your places to try` }).press("Enter");
    const article = (name: string) => page.getByRole("article", { name });

    // A saved place edited, another removed: shown at once from the device.
    await edit("Katz's Delicatessen", { note: "Pastrami, extra pickles" });
    await article("Katz's Delicatessen").getByText("Pastrami, extra pickles").waitFor();
    await article("Katz's Delicatessen").getByText("Waiting to sync").waitFor();
    await remove("Russ & Daughters");
    await article("Russ & Daughters").waitFor({ state: "detached" });
    // Undone offline as an entry's deletion is, then removed for good.
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Back on your places to try.").waitFor();
    await remove("Russ & Daughters");
    await article("Russ & Daughters").waitFor({ state: "detached" });

    // A place added offline, then edited before it was sent; another added, then removed.
    await add("Café de Flore");
    await edit("Café de Flore", { name: "Café de Flore, terrace", note: "Table outside" });
    await article("Café de Flore, terrace").getByText("Table outside").waitFor();
    await article("Café de Flore, terrace").getByText("Waiting to sync").waitFor();
    await add("Le Train Bleu");
    await remove("Le Train Bleu");
    await article("Le Train Bleu").waitFor({ state: "detached" });
    // The edit of the waiting addition is folded into it; the removed addition left nothing to send.
    await page.getByText("3 changes waiting to sync").waitFor();

    await page.reload();
    await page.getByText("Offline — showing what was saved on this device").waitFor();
    await article("Café de Flore, terrace").getByText("Waiting to sync").waitFor();
    await article("Katz's Delicatessen").getByText("Pastrami, extra pickles").waitFor();
    expect(await article("Russ & Daughters").count()).toBe(0);
    expect(await article("Le Train Bleu").count()).toBe(0);
    expect(await held()).toEqual([
      ["Katz's Delicatessen", "Pastrami on rye"],
      ["Russ & Daughters", "Bagels"],
    ]);

    await context.setOffline(false);
    await expect.poll(held, { timeout: 30_000 }).toEqual([
      ["Café de Flore, terrace", "Table outside"],
      ["Katz's Delicatessen", "Pastrami, extra pickles"],
    ]);
    await expect.poll(() => page.getByText("Waiting to sync").count(), { timeout: 30_000 }).toBe(0);
    // Once each, in the order they were made.
    expect(sent).toEqual(["placesToTry.update", "placesToTry.delete", "placesToTry.create"]);
    await context.close();
  });

  it("in German, “I went” saves the visit and takes the place off the list, with Undo", async () => {
    const { context, page } = await openPage(browser);
    const account = await signInAsNewUser(page);
    const token = await idTokenFor(account);
    await rest(inject("baseUrl"), token, "PUT", "/api/user/settings", { preferred_language: "de" });
    await trpcMutation(inject("baseUrl"), token, "placesToTry.create", {
      restaurantName: "Katz's Delicatessen",
      restaurantLatitude: 40.722237,
      restaurantLongitude: -73.9874322,
    });
    await page.goto("/to-try");
    await page.getByRole("heading", { name: "Katz's Delicatessen" }).waitFor();
    await page.getByRole("link", { name: "Ich war da" }).click();
    await page.waitForURL("**/new?**");
    expect(await page.getByLabel("Name des Restaurants").inputValue()).toBe("Katz's Delicatessen");
    await page.getByRole("button", { name: "Eintrag speichern" }).click();
    await page.getByText("Aus deiner Liste zum Ausprobieren entfernt").waitFor();
    await page.waitForURL("**/entry/*");
    await page.getByText(/Auf deiner Liste seit dem/).waitFor();

    const listed = async () =>
      (await rest<{ places: Place[] }>(inject("baseUrl"), token, "GET", "/api/places-to-try")).places.length;
    expect(await listed()).toBe(0);
    await page.getByRole("button", { name: "Rückgängig" }).click();
    await expect.poll(listed).toBe(1);
    await context.close();
  });

  it("edits a place: a new address from the place search, its note, link and list", async () => {
    const { context, page } = await openPage(browser);
    const account = await signInAsNewUser(page);
    const token = await idTokenFor(account);
    await trpcMutation(inject("baseUrl"), token, "placesToTry.create", {
      restaurantName: "Procop",
      restaurantAddress: "Somewhere in Paris",
    });
    await page.goto("/to-try");
    await page.getByRole("link", { name: "Edit Procop" }).click();
    await page.getByRole("heading", { name: "Edit place to try" }).waitFor();
    expect(await page.getByLabel("Restaurant name").inputValue()).toBe("Procop");

    const search = page.getByRole("combobox", { name: "Find the place" });
    await search.fill("rue de l");
    await page
      .getByRole("listbox", { name: "Address suggestions" })
      .getByRole("option", { name: /Le Procope/ })
      .click();
    await page.getByLabel("Note").fill("Voltaire's café");
    await page.getByLabel("Or paste a link").fill("https://www.procope.com/");
    await page.getByLabel("List").fill("Paris");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.waitForURL("**/to-try");
    await page.getByRole("heading", { name: "Le Procope" }).waitFor();

    const { places } = await rest<{ places: Place[] }>(inject("baseUrl"), token, "GET", "/api/places-to-try");
    expect(places).toHaveLength(1);
    expect(places[0]?.restaurant_address).toContain("Rue de l'Ancienne Comédie");
    expect(places).toEqual([
      expect.objectContaining({
        restaurant_name: "Le Procope",
        restaurant_latitude: 48.85305,
        restaurant_longitude: 2.33886,
        note: "Voltaire's café",
        source_url: "https://www.procope.com/",
        list_name: "Paris",
      }),
    ]);
    await context.close();
  });
});
