import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";

import { launchBrowser, openPage } from "./support/browser";
import { idTokenFor } from "./support/emulator";
import { becomeMemberThroughApi } from "./support/membership";
import { signInAsNewUser } from "./support/session";

describe("polish", () => {
  const baseUrl = inject("baseUrl");
  const sandboxUrl = inject("stripeSandboxUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it(
    "shows a member the price, the next charge, and Manage billing to the portal",
    { timeout: 90_000 },
    async () => {
      const { page, context } = await openPage(browser);
      const account = await signInAsNewUser(page);
      await becomeMemberThroughApi(baseUrl, await idTokenFor(account));
      await page.goto("/settings");
      await page.getByText("$3.99 a month", { exact: true }).waitFor();
      await page.getByText(/^Next charge on /).waitFor();
      await page.getByRole("button", { name: "Manage billing" }).click();
      await page.waitForURL((url) => url.href.startsWith(`${sandboxUrl}/portal/`));
      await context.close();
    },
  );
});
