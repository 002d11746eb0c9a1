import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { LANGUAGES } from "@bitelog/config";

import { rest, trpcMutation } from "./support/api";
import { seriousViolations } from "./support/axe";
import { launchBrowser, openPage, sidewaysOverflow, viewports } from "./support/browser";
import { message } from "./support/catalog";
import { signInWithTermsAccepted } from "./support/session";

const visit = {
  restaurantName: "Osteria del Ponte",
  restaurantAddress: "214 Mulberry St, New York, NY 10012",
  restaurantLatitude: 40.7222,
  restaurantLongitude: -73.9963,
  visitDate: "2025-09-27",
  rating: 5,
  comment: "Cacio e pepe, then the lemon tart.",
};

interface ShareLink {
  url: string;
  token: string;
}

/** A photo as the camera would give it: a JPEG the server turns into a display size and a thumbnail. */
async function photoForm(): Promise<FormData> {
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c2410c" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("photos", new File([new Uint8Array(jpeg)], "tart.jpg", { type: "image/jpeg" }));
  return form;
}

const isDark = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor !== "rgb(250, 248, 245)");

describe("sharing a visit", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shares and stops sharing from the entry page in every language, on a phone", async () => {
    const { context, page } = await openPage(browser, { viewport: viewports.mobile, locale: "en-US" });
    await page.goto("/");
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    const entry = await trpcMutation<{ id: string }>(baseUrl, idToken, "entries.create", visit);
    const problems: string[] = [];

    for (const language of LANGUAGES) {
      const text = (id: string) => message(language, id);
      // Signed in, the account's saved language wins over the device's.
      await rest(baseUrl, idToken, "PUT", "/api/user/settings", { preferred_language: language });
      await page.goto(`/entry/${entry.id}`);
      await page.getByRole("heading", { level: 1, name: visit.restaurantName }).waitFor();
      // The account's language is applied once its catalog has loaded, which the entry, read from
      // the journal kept on the device, need not wait for.
      await expect.poll(() => page.getAttribute("html", "lang")).toBe(language);

      // By keyboard: the button opens the dialog, which makes the link.
      await page.getByRole("button", { name: text("sharing.share"), exact: true }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: text("sharing.title") });
      const field = dialog.getByLabel(text("sharing.linkLabel"), { exact: true });
      await expect.poll(() => field.inputValue()).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
      const url = await field.inputValue();
      expect((await fetch(url)).status).toBe(200);
      if (language === "en") problems.push(...(await seriousViolations(page, "share dialog")));
      await page.keyboard.press("Escape");

      // Shown as shared, and asking again shows the same link.
      const sharedButton = page.getByRole("button", { name: text("sharing.sharedButton"), exact: true });
      await sharedButton.click();
      await expect.poll(() => field.inputValue()).toBe(url);
      if (language === "en") {
        await page.keyboard.press("Escape");
        await page.goto("/dashboard");
        const card = page.getByRole("link", { name: new RegExp(visit.restaurantName) });
        await card.getByText(text("sharing.sharedBadge"), { exact: true }).waitFor();
        problems.push(...(await seriousViolations(page, "dashboard with a shared entry")));
        await page.goBack();
        await sharedButton.click();
      }

      await dialog.getByRole("button", { name: text("sharing.stop"), exact: true }).click();
      const confirmation = page.getByRole("dialog", { name: text("sharing.stopTitle") });
      await confirmation.getByRole("button", { name: text("sharing.stopConfirm"), exact: true }).click();
      await page.getByText(text("sharing.stopped")).waitFor();
      await page.getByRole("button", { name: text("sharing.share"), exact: true }).waitFor();
      expect((await fetch(url)).status).toBe(404);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("serves the public page as HTML alone, with its preview tags, light and dark, at 390 px", async () => {
    const { context: owner, page: ownerPage } = await openPage(browser);
    await ownerPage.goto("/");
    const { idToken } = await signInWithTermsAccepted(ownerPage, baseUrl);
    await owner.close();
    const entry = await trpcMutation<{ id: string }>(baseUrl, idToken, "entries.create", visit);
    const upload = await fetch(`${baseUrl}/api/journal/${entry.id}/photos`, {
      method: "POST",
      headers: { authorization: `Bearer ${idToken}` },
      body: await photoForm(),
    });
    expect(upload.status).toBe(200);
    const link = await rest<ShareLink>(baseUrl, idToken, "POST", `/api/journal/${entry.id}/share`);

    // Without JavaScript, in French from the browser's language.
    const { context, page } = await openPage(browser, {
      viewport: viewports.mobile,
      locale: "fr-FR",
      javaScriptEnabled: false,
      colorScheme: "light",
    });
    const response = await page.goto(link.url);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: visit.restaurantName }).waitFor();
    await page
      .getByText(message("fr", "share.page.visited").replace("{date}", "27 septembre 2025"))
      .waitFor();
    await page.getByText(visit.comment).waitFor();
    await page.getByRole("link", { name: visit.restaurantAddress }).waitFor();
    await page.getByRole("link", { name: message("fr", "share.page.keptWith") }).waitFor();
    const meta = (selector: string) => page.locator(`meta[${selector}]`).getAttribute("content");
    expect(await meta('property="og:title"')).toBe(visit.restaurantName);
    expect(await meta('property="og:url"')).toBe(link.url);
    expect(await meta('property="og:image"')).toMatch(new RegExp(`/s/${link.token}/photos/[0-9a-f-]{36}$`));
    expect(await meta('property="og:image:alt"')).toBe(
      message("fr", "share.page.photoAlt")
        .replace("{number}", "1")
        .replace("{restaurant}", visit.restaurantName),
    );
    expect(await meta('name="twitter:card"')).toBe("summary_large_image");
    expect(await meta('name="robots"')).toBe("noindex, nofollow");

    // The photo loads as it scrolls in, through the share; the page fits the phone's width.
    const photo = page.getByRole("img", {
      name: message("fr", "share.page.photoAlt")
        .replace("{number}", "1")
        .replace("{restaurant}", visit.restaurantName),
    });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await context.cookies()).toEqual([]);
    await context.close();

    // With scripts on (for axe), in both themes: the stylesheet passes the page's own CSP.
    for (const colorScheme of ["light", "dark"] as const) {
      const themed = await openPage(browser, { viewport: viewports.mobile, colorScheme });
      await themed.page.goto(link.url);
      expect(await isDark(themed.page)).toBe(colorScheme === "dark");
      expect(await seriousViolations(themed.page, `share page, ${colorScheme}`)).toEqual([]);
      await themed.context.close();
    }

    const revoked = await fetch(`${baseUrl}/api/journal/${entry.id}/share`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(revoked.status).toBe(204);
    expect((await fetch(link.url)).status).toBe(404);
  });
});
