import type { Browser } from "playwright-core";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";

import { CHROMIUM_FLAGS } from "@bitelog/dev/chromium";

import { controlledByWorker, launchBrowser, openPage } from "./support/browser";
import { e2eEnv } from "./support/env";

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
}

describe("the installable app", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("has a manifest Chromium finds installable and reads without a warning, with icons, maskable ones included", async () => {
    // A profile on disk: Chromium never offers to install from an incognito-like context.
    const profile = await mkdtemp(join(tmpdir(), "bitelog-install-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: e2eEnv.chromiumPath,
      args: ["--headless", ...CHROMIUM_FLAGS],
      baseURL: inject("baseUrl"),
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const manifest = (await (await page.request.get(href ?? "")).json()) as WebManifest;
    expect(manifest).toMatchObject({ short_name: "Bitelog", start_url: "/dashboard", display: "standalone" });
    for (const [size, purpose] of [
      ["192x192", "any"],
      ["512x512", "any"],
      ["192x192", "maskable"],
      ["512x512", "maskable"],
    ]) {
      const icon = manifest.icons.find(
        (candidate) => candidate.sizes === size && candidate.purpose === purpose,
      );
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const answer = await page.request.get(icon?.src ?? "");
      expect(answer.headers()["content-type"]).toBe("image/png");
    }
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    // Chromium's own reading of the manifest: no member it had to guess or drop.
    const { errors } = (await cdp.send("Page.getAppManifest")) as { errors: { message: string }[] };
    expect(errors.map((error) => error.message)).toEqual([]);
    await context.close();
    await rm(profile, { recursive: true, force: true });
  });

  it("opens without a connection once it has been opened, in the language it was left in", async () => {
    const { page, context } = await openPage(browser, { locale: "de-DE", serviceWorkers: "allow" });
    await page.goto("/");
    await page.getByRole("button", { name: "Anmelden" }).waitFor();
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("button", { name: "Anmelden" }).waitFor();
    await page.goto("/terms");
    await page.getByRole("heading", { name: "Nutzungsbedingungen" }).first().waitFor();
    // Nothing of the API is kept: offline it fails, as the network does.
    expect(
      await page.evaluate(() =>
        fetch("/api/health").then(
          () => "answered",
          () => "failed",
        ),
      ),
    ).toBe("failed");
    await context.close();
  });

  it("offers a new version instead of swapping the code, and starts it on Reload", async () => {
    const { page, context } = await openPage(browser, { serviceWorkers: "allow" });
    await page.goto("/");
    await controlledByWorker(page);
    // A new deployment: the service worker changes (its precache list would).
    const worker = join(inject("webRoot"), "sw.js");
    const deployed = await readFile(worker, "utf8");
    await writeFile(worker, `${deployed}\n// the next version\n`);
    onTestFinished(() => writeFile(worker, deployed));
    const pageLoads = () => page.evaluate(() => performance.timeOrigin);
    const openedAt = await pageLoads();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await page.getByText("A new version is available.").waitFor({ timeout: 30_000 });
    // Offered, not imposed: the page still runs the code it was opened with.
    expect(await pageLoads()).toBe(openedAt);
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Reload" }).click()]);
    expect(await pageLoads()).not.toBe(openedAt);
    await controlledByWorker(page);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    await context.close();
  });
});
