import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { rest, uploadPhotoThroughApi } from "./support/api";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { signInWithTermsAccepted } from "./support/session";

/** How the browser is told to fetch an image: at once or as it nears the window, and how urgently. */
const fetching = async (image: Locator) => ({
  loading: await image.getAttribute("loading"),
  fetchpriority: await image.getAttribute("fetchpriority"),
});

const FIRST = { loading: "eager", fetchpriority: "high" };
const LATER = { loading: "lazy", fetchpriority: "auto" };

describe("the largest picture of a screen", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("loads at once and first on the dashboard and an entry's page, the other cards' photos as they scroll in", async () => {
    const { context, page } = await openPage(browser, { viewport: viewports.mobile, locale: "en-US" });
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    const ids: string[] = [];
    for (const [restaurantName, visitDate] of [
      ["Tasca Antiga", "2025-01-10"],
      ["Tasca Nova", "2025-02-10"],
    ]) {
      const { id } = await rest<{ id: string }>(baseUrl, idToken, "POST", "/api/journal", {
        restaurantName,
        visitDate,
      });
      await uploadPhotoThroughApi(baseUrl, idToken, id);
      await uploadPhotoThroughApi(baseUrl, idToken, id);
      ids.push(id);
    }

    // The first card's photo is the screen's largest picture.
    await page.goto("/dashboard");
    const cards = page.locator('main a[href^="/entry/"] img');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await fetching(cards.nth(0))).toEqual(FIRST);
    expect(await fetching(cards.nth(1))).toEqual(LATER);

    // An entry's photos in the grid's first row are all the same size: any of them may paint first.
    await page.goto(`/entry/${ids[0]}`);
    const photos = page.locator("main li button img");
    await expect.poll(() => photos.count()).toBe(2);
    expect(await fetching(photos.nth(0))).toEqual(FIRST);
    expect(await fetching(photos.nth(1))).toEqual(FIRST);
    await context.close();
  });
});
