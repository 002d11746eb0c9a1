import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launchBrowser, openPage, viewports } from "./support/browser";
import { serveGapiStandIn } from "./support/gapi-stand-in";
import { acceptTerms } from "./support/session";

type Provider = "Google" | "Facebook";

/** Adds a new account on the Auth emulator's sign-in page (popup or full page) and signs in with it. */
async function signInOnEmulatorPage(page: Page, provider: Provider): Promise<void> {
  await page.locator("#title", { hasText: `Sign-in with ${provider}.com` }).waitFor();
  await page.click("#add-account-button");
  await page.click("#autogen-button");
  expect(await page.inputValue("#email-input")).toMatch(/@example\.com$/);
  await page.click("#sign-in");
}

/** Clicks a sign-in button with popups blocked: the whole page goes to the emulator's sign-in page. */
async function leaveForEmulatorSignInPage(page: Page, button: string): Promise<void> {
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL((url) => url.port === "9099" && url.pathname === "/emulator/auth/handler");
  // The provider is to send the browser back to the app's handler route, not to the landing page.
  const returnUrl = new URL(page.url()).searchParams.get("redirectUrl") ?? "";
  expect(new URL(returnUrl).pathname).toBe("/__/auth/handler");
}

describe("social sign-in through the Auth emulator", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function openLanding(options: {
    viewport: { width: number; height: number };
    popupsBlocked?: boolean;
  }): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await openPage(browser, { viewport: options.viewport, locale: "en-US" });
    await serveGapiStandIn(context);
    if (options.popupsBlocked) {
      // What a popup blocker does: window.open returns null, so signInWithPopup fails with auth/popup-blocked.
      await context.addInitScript(() => {
        window.open = () => null;
      });
    }
    await page.goto("/");
    return { context, page };
  }

  async function signInByPopup(page: Page, provider: Provider): Promise<void> {
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: `Continue with ${provider}` }).click();
    const popup = await popupOpened;
    const popupClosed = popup.waitForEvent("close");
    await signInOnEmulatorPage(popup, provider);
    // The SDK closes the popup itself once the app has the result.
    await popupClosed;
  }

  it.each([
    ["Google", viewports.desktop],
    ["Facebook", viewports.mobile],
  ] as const)(
    "signs in with %s in a popup, accepts the terms and reaches the dashboard",
    async (provider, viewport) => {
      const { context, page } = await openLanding({ viewport });
      await signInByPopup(page, provider);

      // A new user with a verified provider address: the terms, not /verify-email.
      await page.getByRole("dialog", { name: "Terms of Service" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/accept-terms");
      await acceptTerms(page);
      await page.getByRole("heading", { name: "Your entries" }).waitFor();
      await context.close();
    },
  );

  it("falls back to a redirect when the popup is blocked, and keeps the language chosen before it", async () => {
    const { context, page } = await openLanding({ viewport: viewports.mobile, popupsBlocked: true });
    await page.getByLabel("Language").selectOption("es");
    await page.getByRole("heading", { name: "Hola de nuevo" }).waitFor();

    await leaveForEmulatorSignInPage(page, "Continuar con Google");
    await signInOnEmulatorPage(page, "Google");

    // Only the handler route says so: the provider sent the browser back there.
    await page.getByText("Has iniciado sesión.").first().waitFor();
    await page.getByRole("dialog", { name: "Términos del servicio" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/accept-terms");
    expect(await page.getAttribute("html", "lang")).toBe("es");
    await page.getByRole("checkbox", { name: "He leído y acepto los Términos del servicio." }).check();
    await page.getByRole("button", { name: "Acepto", exact: true }).click();
    await page.getByRole("heading", { name: "Tus entradas" }).waitFor();
    // What the redirect remembered is used once, then forgotten.
    expect(
      await page.evaluate(() => [
        localStorage.getItem("bitelog-auth-redirect-url"),
        localStorage.getItem("bitelog-auth-preferences"),
      ]),
    ).toEqual([null, null]);
    await context.close();
  });

  it("falls back to a redirect for Facebook too", async () => {
    const { context, page } = await openLanding({ viewport: viewports.desktop, popupsBlocked: true });
    await leaveForEmulatorSignInPage(page, "Continue with Facebook");
    await signInOnEmulatorPage(page, "Facebook");

    await page.getByText("You are signed in.").first().waitFor();
    await page.getByRole("dialog", { name: "Terms of Service" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/accept-terms");
    await context.close();
  });
});
