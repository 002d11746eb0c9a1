import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { rest } from "./support/api";
import { launchBrowser, openPage } from "./support/browser";
import { message } from "./support/catalog";
import { signInWithTermsAccepted } from "./support/session";

/**
 * The address field when Photon does not answer (no internet, the service down): towns from the
 * server's gazetteer, in the person's language, marked as their centre; Photon is asked again as
 * the typing goes on, and the failure is told once.
 */
describe("town suggestions without Photon", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  /** A signed-in page in `language` whose requests to Photon fail; the requests it tried. */
  async function withoutPhoton(language: string, locale: string) {
    const { context, page } = await openPage(browser, { locale });
    const photonRequests: URL[] = [];
    await context.route(`${inject("photonUrl")}/**`, (route) => {
      photonRequests.push(new URL(route.request().url()));
      return route.abort("internetdisconnected");
    });
    const account = await signInWithTermsAccepted(page, inject("baseUrl"));
    await page.goto("/new");
    const text = (id: string) => message(language, id);
    const address = page.getByRole("combobox", { name: text("entryForm.address") });
    const list = page.getByRole("listbox", { name: text("map.addressSuggestions") });
    return { context, page, account, photonRequests, text, address, list };
  }

  /** The entry the page saved, once the server has placed it (it geocodes after answering the save). */
  const placedEntry = async (page: Page, idToken: string) => {
    await page.waitForURL("**/entry/*");
    const id = page.url().split("/").at(-1) ?? "";
    const read = () =>
      rest<{
        restaurant_address: string;
        restaurant_latitude: number | null;
        restaurant_longitude: number | null;
        location_precision: string | null;
      }>(inject("baseUrl"), idToken, "GET", `/api/journal/${id}`);
    await expect.poll(async () => (await read()).restaurant_latitude, { timeout: 15_000 }).not.toBeNull();
    return read();
  };

  it("suggests Zürich in German for 'Zurich', marked as the town centre, and saves it there, approximately", async () => {
    const { context, page, account, photonRequests, text, address, list } = await withoutPhoton(
      "de",
      "de-DE",
    );
    await page.getByLabel(text("entryForm.name")).fill("Zeughauskeller");
    await address.pressSequentially("Zuri");
    await list
      .getByRole("option", { name: /Zürich/ })
      .first()
      .waitFor();
    // Photon is asked again on the next letters: it may be back.
    const asked = photonRequests.length;
    await address.pressSequentially("ch");
    const zurich = list.getByRole("option", { name: /Zürich/ }).first();
    await zurich.waitFor();
    await expect.poll(() => photonRequests.length).toBeGreaterThan(asked);
    expect(await zurich.textContent()).toContain(`Schweiz · ${text("map.townCentreApproximate")}`);
    // Said once, not on every letter.
    expect(await page.getByText(text("errors.addressAutocompleteFailed")).count()).toBeLessThanOrEqual(1);

    await zurich.click();
    expect(await address.inputValue()).toBe("Zürich, Schweiz");
    await page.getByRole("button", { name: text("entryForm.save") }).click();
    expect(await placedEntry(page, account.idToken)).toMatchObject({
      restaurant_address: "Zürich, Schweiz",
      restaurant_latitude: 47.36667,
      restaurant_longitude: 8.55,
      location_precision: "approximate",
    });
    await context.close();
  });

  it("completes the town after a street typed in French", async () => {
    const { context, text, address, list } = await withoutPhoton("fr", "fr-FR");
    await address.fill("12 rue de Rivoli, Paris");
    const paris = list.getByRole("option", { name: /Paris/ }).first();
    await paris.waitFor();
    expect(await paris.textContent()).toContain(`France · ${text("map.townCentreApproximate")}`);
    await paris.click();
    expect(await address.inputValue()).toBe("12 rue de Rivoli, Paris, France");
    await context.close();
  });
});
