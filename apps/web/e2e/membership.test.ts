import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { PLAN_LIMITS } from "@bitelog/config";

import { rest } from "./support/api";
import { launchBrowser, openPage } from "./support/browser";
import { message } from "./support/catalog";
import { idTokenFor } from "./support/emulator";
import { becomeMemberThroughApi } from "./support/membership";
import { signInAsNewUser, signInWithTermsAccepted } from "./support/session";

const FREE_ENTRIES = PLAN_LIMITS.free.maxEntries ?? 0;
const DAY_S = 86_400;

/** Adds an entry through the form, as a person would; resolves once the form was sent. */
async function submitEntry(page: Page, name: string): Promise<void> {
  await page.goto("/new");
  await page.getByLabel("Restaurant name").fill(name);
  await page.getByRole("button", { name: "Save entry" }).click();
}

/** From the settings card through the confirmation to Stripe's billing portal. */
async function openBillingPortal(page: Page, sandboxUrl: string): Promise<void> {
  await page.getByRole("button", { name: "Cancel membership" }).click();
  await page.getByText("The billing portal opens, where you can cancel your subscription.").waitFor();
  await page.getByRole("button", { name: "Open billing portal" }).click();
  await page.waitForURL((url) => url.href.startsWith(`${sandboxUrl}/portal/`));
}

/** In the portal: end the subscription at the end of its period, then back to Settings. */
async function cancelAtPeriodEnd(page: Page, sandboxUrl: string): Promise<void> {
  await openBillingPortal(page, sandboxUrl);
  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await page.getByText(/^Cancels on /).waitFor();
  await page.getByRole("button", { name: "Return" }).click();
  await page.waitForURL((url) => url.pathname === "/settings");
}

describe("membership", () => {
  const baseUrl = inject("baseUrl");
  const sandboxUrl = inject("stripeSandboxUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it(
    "upgrades at the entry limit, cancels and resumes in the portal, and lapses to the free limits keeping every entry",
    {
      timeout: 180_000,
    },
    async () => {
      const { page, context } = await openPage(browser);
      const account = await signInAsNewUser(page);
      const token = await idTokenFor(account);
      const card = page.locator("div.rounded-xl", { has: page.getByRole("heading", { name: "Membership" }) });

      // A free user at the limit (entries made through the API, quickly), warned on the dashboard.
      // One after the other: the server refuses a burst of one person's writes (429).
      for (let i = 0; i < FREE_ENTRIES; i += 1)
        await rest(baseUrl, token, "POST", "/api/journal", {
          restaurantName: `Place ${String(i).padStart(2, "0")}`,
          visitDate: "2025-10-01",
        });
      await page.goto("/dashboard");
      await page.getByText("You have reached your entry limit").waitFor();
      await page
        .getByText(`You have used ${FREE_ENTRIES} of the ${FREE_ENTRIES} entries of the free plan.`)
        .waitFor();
      await page.getByRole("link", { name: "Upgrade", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/settings");

      // The free card: usage, and the yearly price with its saving.
      await card.getByText("Free", { exact: true }).waitFor();
      await card.getByText(`${FREE_ENTRIES} of ${FREE_ENTRIES} used`).waitFor();
      expect(await card.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
      await card.getByRole("radio", { name: /Monthly \$3\.99\/month/ }).waitFor();
      const yearly = card.getByRole("radio", { name: /Yearly/ });
      expect(await yearly.textContent()).toContain("$40/year");
      expect(await yearly.textContent()).toContain("$3.33/month, save $7.88");
      expect(await yearly.textContent()).toContain("17%");

      // Yearly, paid on the sandbox's checkout page, back with the success toast.
      await yearly.click();
      await card.getByRole("button", { name: "Upgrade to member" }).click();
      await page.waitForURL((url) => url.href.startsWith(`${sandboxUrl}/checkout/`));
      await page.getByText("$40.00").first().waitFor();
      await page.getByRole("button", { name: "Pay" }).click();
      await page.getByText("Payment successful. Welcome, member!").waitFor();
      await page.waitForURL((url) => url.pathname === "/settings" && url.search === "");
      await card.getByText("Member", { exact: true }).waitFor();
      await card.getByText(/^Next charge on /).waitFor();
      await card.getByText(`${FREE_ENTRIES} used · Unlimited`).waitFor();
      expect(await card.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");

      // Unlimited entries: the 51st is saved.
      await submitEntry(page, "Number fifty-one");
      await page.getByRole("heading", { name: "Number fifty-one" }).waitFor();

      // Cancelled in the portal: access until the end of the period, and Resume offered.
      await page.goto("/settings");
      await cancelAtPeriodEnd(page, sandboxUrl);
      await card.getByText(/^Access until /).waitFor();
      await card.getByRole("button", { name: "Resume membership" }).click();
      await page.getByText("Your membership will renew again.").waitFor();
      await card.getByText(/^Next charge on /).waitFor();

      // Cancelled again, and the sandbox's clock moved past the end of the year paid for.
      await cancelAtPeriodEnd(page, sandboxUrl);
      await card.getByText(/^Access until /).waitFor();
      const advanced = await fetch(`${sandboxUrl}/sandbox/advance`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ seconds: 400 * DAY_S }),
      });
      expect(advanced.ok).toBe(true);
      await page.reload();
      await card.getByText("Expired", { exact: true }).waitFor();
      await card.getByText("Status: Cancelled").waitFor();
      await card.getByRole("button", { name: "Renew membership" }).waitFor();
      await card.getByText(`${FREE_ENTRIES + 1} of ${FREE_ENTRIES} used`).waitFor();
      // An ended membership names its end in the past tense, the same way on both screens (issue 16, item 12).
      const endedOn = await card.getByText(/^Ended on /).textContent();
      expect(await card.getByText(/^Access until /).count()).toBe(0);
      await page.goto("/membership");
      await page.getByText(endedOn ?? "", { exact: true }).waitFor();
      expect(await page.getByText(/^Access until /).count()).toBe(0);

      // Back on the free limits with nothing deleted: all 51 listed, the 52nd refused.
      await page.goto("/dashboard");
      await page.getByText("You have reached your entry limit").waitFor();
      // The dashboard renders only the entries on screen; its count covers them all.
      await page.getByText(`${FREE_ENTRIES + 1} entries`, { exact: true }).waitFor();
      await submitEntry(page, "Number fifty-two");
      await page
        .getByRole("alert")
        .getByText("Not saved: you have reached your plan's entry limit.")
        .waitFor();
      const { length } = await rest<unknown[]>(baseUrl, await idTokenFor(account), "GET", "/api/journal");
      expect(length).toBe(FREE_ENTRIES + 1);
      await context.close();
    },
  );

  it("offers the billing portal to a renewing member who deletes, and deletes once the membership ends", async () => {
    const { page, context } = await openPage(browser);
    const { idToken } = await signInWithTermsAccepted(page, baseUrl);
    await becomeMemberThroughApi(baseUrl, idToken);
    await page.goto("/settings");
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });

    // Renewing: said as the dialog opens, with the status in words, and the way to manage the
    // membership instead of deleting.
    await page.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText(/while your subscription is renewing \(status: Active\)/).waitFor();
    expect(await dialog.getByRole("button", { name: "Yes, delete everything" }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Manage my membership" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${sandboxUrl}/portal/`));
    await page.getByRole("button", { name: "Cancel at period end" }).click();
    await page.getByText(/^Cancels on /).waitFor();
    await page.getByRole("button", { name: "Return" }).click();
    await page.waitForURL((url) => url.pathname === "/settings");

    // Set to end: the dialog says deleting ends it now, and deleting works.
    await page.getByRole("button", { name: "Delete my account" }).click();
    await dialog
      .getByText("Your membership, already set to end, ends now with it: nothing more is charged.")
      .waitFor();
    await dialog.getByRole("button", { name: "Yes, delete everything" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Your account and all its data have been deleted.").waitFor();
    await context.close();
  });

  it("says why a membership call failed in the page's language, never the server's English", async () => {
    const { page, context } = await openPage(browser, { locale: "fr-FR" });
    const fr = (id: string) => message("fr", id);
    const account = await signInWithTermsAccepted(page, baseUrl);
    await page.goto("/membership");
    const upgrade = page.getByRole("button", { name: fr("membership.upgrade") });
    await upgrade.waitFor();
    // Paid for in another tab meanwhile: this page still offers the upgrade, which the server refuses.
    await becomeMemberThroughApi(baseUrl, account.idToken);
    await upgrade.click();
    const toast = page.getByRole("listitem").filter({ hasText: fr("membership.checkoutError") });
    await toast.getByText(fr("serverErrors.alreadyMember")).waitFor();
    expect(await toast.textContent()).not.toMatch(/already|member\b/i);
    await context.close();
  });

  it("comes back from a cancelled checkout with a notice and a clean address", async () => {
    const { page, context } = await openPage(browser);
    await signInAsNewUser(page);
    await page.goto("/membership");
    await page.getByRole("heading", { name: "Membership", level: 1 }).waitFor();
    await page.getByText("Up to 50 entries").waitFor();
    await page.getByText("Unlimited entries").waitFor();
    await page.getByRole("button", { name: "Upgrade to member" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${sandboxUrl}/checkout/`));
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByText("Payment cancelled. You have not been charged.").waitFor();
    await page.waitForURL((url) => url.pathname === "/settings" && url.search === "");
    await page.getByRole("heading", { name: "Membership" }).waitFor();
    await context.close();
  });
});
