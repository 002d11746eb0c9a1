/**
 * Makes the screenshots of the landing page's feature sections (public/landing/*.webp) from the
 * running app, so the page always shows Bitelog as it really is. Re-run it whenever a pictured screen
 * changes (and commit the images):
 *
 *   npm start                                   # from the repository root: app on :3000, Auth emulator on :9099
 *   cd apps/web && npx tsx scripts/landing-screenshots.ts [http://localhost:3000]
 *
 * It creates a new demo user in the Auth emulator (verified, named "Alex", terms accepted), logs in
 * through the landing page's card, adds the entries of demo-entries.ts through the tRPC API,
 * then photographs each screen of SHOTS at 1024×640 (the sidebar shows from 1024 px). Chromium
 * encodes the WebP files itself, at the best quality that stays within MAX_BYTES, so Lighthouse
 * stays happy and no image tool is needed. Which screen illustrates which feature is SHOTS below;
 * the names and size come from src/features/landing/screenshots.ts, which the page uses too.
 */
import type { Browser, Page } from "playwright-core";
import { writeFile } from "node:fs/promises";

import type { ScreenshotName } from "../src/features/landing/screenshots";
import { acceptTermsThroughApi, rest, trpcMutation } from "../e2e/support/api";
import { launchBrowser } from "../e2e/support/browser";
import { createAccount, idTokenFor } from "../e2e/support/emulator";
import { logInThroughCard } from "../e2e/support/session";
import { SCREENSHOT_SIZE, SCREENSHOTS } from "../src/features/landing/screenshots";
import { DEMO_ENTRIES } from "./demo-entries";

const MAX_BYTES = 60_000;
const OUTPUT_DIR = new URL("../public/landing/", import.meta.url);

interface Shot {
  path: string;
  language?: string;
  dark?: boolean;
  /** Brings the screen into the state worth showing (opens a dialog, waits for the map…). */
  prepare?: (page: Page) => Promise<void>;
}

const SHOTS: Record<ScreenshotName, Shot> = {
  "log-visits": { path: "/dashboard" },
  "search-browse": { path: "/browse" },
  map: {
    path: "/map",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Not now" }).click();
      await page.locator(".entry-pin, .entry-cluster").first().waitFor();
    },
  },
  "languages-themes": { path: "/settings", language: "fr", dark: true },
  privacy: {
    path: "/dashboard",
    prepare: (page) => page.getByRole("button", { name: "A note from the developer" }).click(),
  },
};

const baseUrl = process.argv[2] ?? "http://localhost:3000";

async function signInDemoUser(page: Page): Promise<string> {
  const account = await createAccount({ verified: true, displayName: "Alex" });
  const token = await idTokenFor(account);
  await acceptTermsThroughApi(baseUrl, token);
  await logInThroughCard(page, account);
  await page.waitForURL("**/dashboard");
  for (const entry of DEMO_ENTRIES) await trpcMutation(baseUrl, token, "entries.create", entry);
  return token;
}

/** Shows the shot's screen in its language and theme, settled, and returns it as PNG. */
async function capture(page: Page, token: string, shot: Shot): Promise<Buffer> {
  const language = shot.language ?? "en";
  // The server's theme wins at each sign-in, so it is set there; the language lives in the browser.
  await rest(baseUrl, token, "PUT", "/api/user/settings", {
    dark_mode: shot.dark ?? false,
    preferred_language: language,
  });
  await page.evaluate((value) => localStorage.setItem("bitelog-language", value), language);
  await page.goto(shot.path);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
  await shot.prepare?.(page);
  await page.waitForTimeout(400); // Lets transitions and image decoding finish.
  return page.screenshot({ type: "png" });
}

/** Chromium's own WebP encoder: the highest quality whose file fits within MAX_BYTES. */
async function toWebp(browser: Browser, png: Buffer): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    for (let quality = 0.9; quality >= 0.3; quality -= 0.05) {
      const base64 = await page.evaluate(
        async ({ source, q }) => {
          const image = await createImageBitmap(await (await fetch(source)).blob());
          const canvas = new OffscreenCanvas(image.width, image.height);
          canvas.getContext("2d")?.drawImage(image, 0, 0);
          const blob = await canvas.convertToBlob({ type: "image/webp", quality: q });
          const bytes = new Uint8Array(await blob.arrayBuffer());
          return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
        },
        { source: `data:image/png;base64,${png.toString("base64")}`, q: quality },
      );
      const webp = Buffer.from(base64, "base64");
      if (webp.length <= MAX_BYTES) return webp;
    }
    throw new Error(`Cannot fit the screenshot in ${MAX_BYTES} bytes`);
  } finally {
    await page.close();
  }
}

// With WebGL: the map screen is drawn by MapLibre.
const browser = await launchBrowser({ webgl: true });
try {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: SCREENSHOT_SIZE, locale: "en-US" });
  const page = await context.newPage();
  const token = await signInDemoUser(page);
  for (const name of SCREENSHOTS) {
    const webp = await toWebp(browser, await capture(page, token, SHOTS[name]));
    await writeFile(new URL(`${name}.webp`, OUTPUT_DIR), webp);
    console.log(`${name}.webp: ${Math.round(webp.length / 1000)} kB`);
  }
} finally {
  await browser.close();
}
