/**
 * Makes the screenshots of the landing page's feature sections (public/landing/<language>/) from
 * the running app, so the page always shows Bitelog as it really is, in its own language. Re-run it
 * whenever a pictured screen changes (and commit the images):
 *
 *   npm start                                   # from the repository root: app on :3000, Auth emulator on :9099
 *   cd apps/web && npx tsx scripts/landing-screenshots.ts [http://localhost:3000]
 *
 * It creates a new demo user in the Auth emulator (verified, named "Alex", terms accepted), logs in
 * through the landing page's card, adds the entries of demo-entries.ts through the tRPC API with a
 * photo of a plate each (drawn here, so no photo has to be licensed), then photographs each screen
 * of SHOTS in every language: at 1024×640 (the sidebar shows from 1024 px) and at a phone's 390 px
 * (twice as many pixels, for sharp text). sharp encodes AVIF and WebP at the best quality that
 * stays within MAX_BYTES. Which screen illustrates which feature is SHOTS below; the names and
 * sizes come from src/features/landing/screenshots.ts, which the page uses too.
 */
import type { Page } from "playwright-core";
import { mkdir, writeFile } from "node:fs/promises";
import sharp from "sharp";

import type { Language } from "@bitelog/config";
import { LANGUAGES } from "@bitelog/config";

import type { ScreenshotFormat, ScreenshotName, ScreenshotSize } from "../src/features/landing/screenshots";
import { acceptTermsThroughApi, rest, trpcMutation } from "../e2e/support/api";
import { launchBrowser } from "../e2e/support/browser";
import { readCatalog } from "../e2e/support/catalog";
import { createAccount, idTokenFor } from "../e2e/support/emulator";
import { logInThroughCard } from "../e2e/support/session";
import {
  PHONE_SCALE,
  SCREENSHOT_FORMATS,
  SCREENSHOT_SIZES,
  screenshotPath,
  SCREENSHOTS,
} from "../src/features/landing/screenshots";
import { DEMO_ENTRIES } from "./demo-entries";

const MAX_BYTES = 60_000;
const PUBLIC_DIR = new URL("../public", import.meta.url);

interface Shot {
  path: string;
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
      await page.getByRole("button", { name: message("notNow") }).click();
      await page.locator(".entry-pin, .entry-cluster").first().waitFor();
    },
  },
  "languages-themes": { path: "/settings", dark: true },
  privacy: {
    path: "/dashboard",
    // The menu's button on a phone, the sidebar's on a desktop.
    prepare: async (page) => {
      const menu = page.getByRole("button", { name: message("openMenu") });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole("button", { name: message("developerNote") }).click();
    },
  },
};

const baseUrl = process.argv[2] ?? "http://localhost:3000";

type DemoAccount = Awaited<ReturnType<typeof createAccount>>;

async function signInDemoUser(page: Page): Promise<{ token: string; account: DemoAccount }> {
  const account = await createAccount({ verified: true, displayName: "Alex" });
  const token = await idTokenFor(account);
  await acceptTermsThroughApi(baseUrl, token);
  await logInThroughCard(page, account);
  await page.waitForURL("**/dashboard");
  for (const [index, entry] of DEMO_ENTRIES.entries()) {
    const { id } = await trpcMutation<{ id: string }>(baseUrl, token, "entries.create", entry);
    const form = new FormData();
    form.append(
      "photos",
      new File([new Uint8Array(await plate(index))], "plate.jpg", { type: "image/jpeg" }),
    );
    const uploaded = await fetch(`${baseUrl}/api/journal/${id}/photos`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!uploaded.ok) throw new Error(`photo upload: ${uploaded.status}`);
  }
  return { token, account };
}

/** A dish seen from above on a wooden table: a plate, and food in the colours of demo dish `index`. */
function plate(index: number): Promise<Buffer> {
  const palettes = [
    ["#f2d16b", "#e8c25a", "#3f7d3a"],
    ["#c98b4b", "#f4e3c1", "#e9a23b"],
    ["#7a3b2e", "#d9a441", "#f6e7b0"],
    ["#c0392b", "#f1c40f", "#27ae60"],
    ["#f5e6d3", "#e8d5b7", "#8fbf6a"],
    ["#9fb8c2", "#e6e2d3", "#5b7c8a"],
    ["#b5651d", "#d9a066", "#f3e0c0"],
    ["#e8b04b", "#c97c2b", "#fff1d0"],
  ];
  const [a, b, c] = palettes[index % palettes.length] ?? ["#ccc", "#bbb", "#aaa"];
  const bites = Array.from({ length: 9 }, (_, i) => {
    const angle = (i / 9) * Math.PI * 2 + index;
    const radius = 70 + ((i * 37 + index * 11) % 60);
    const x = 400 + Math.cos(angle) * radius;
    const y = 300 + Math.sin(angle) * radius;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${42 + (i % 3) * 12}" ry="${30 + (i % 4) * 9}" fill="${[a, b, c][i % 3] ?? a}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="wood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8a5a35"/><stop offset="1" stop-color="#5e3b22"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#wood)"/>
    <circle cx="400" cy="300" r="250" fill="#fafafa"/><circle cx="400" cy="300" r="200" fill="#f0f0ee"/>
    ${bites}<circle cx="400" cy="300" r="34" fill="${c ?? a}"/></svg>`;
  return sharp(Buffer.from(svg)).blur(1.2).jpeg({ quality: 85 }).toBuffer();
}

/** Shows the shot's screen in the language and the shot's theme, settled, and returns it as PNG. */
async function capture(page: Page, token: string, shot: Shot, language: Language): Promise<Buffer> {
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

/** The best quality of `format` whose file fits within MAX_BYTES. */
async function encode(png: Buffer, format: ScreenshotFormat): Promise<Buffer> {
  for (let quality = 85; quality >= 25; quality -= 5) {
    const image = sharp(png);
    const encoded = await (
      format === "avif" ? image.avif({ quality, effort: 4 }) : image.webp({ quality, effort: 5 })
    ).toBuffer();
    if (encoded.length <= MAX_BYTES) return encoded;
  }
  throw new Error(`Cannot fit the screenshot in ${MAX_BYTES} bytes as ${format}`);
}

let messages: Record<string, string> = {};
/** A label of the current language (the shots click through the app). */
const message = (key: "openMenu" | "developerNote" | "notNow") => messages[key] ?? key;

// With WebGL: the map screen is drawn by MapLibre.
const browser = await launchBrowser({ webgl: true });
try {
  const sizes = Object.entries(SCREENSHOT_SIZES) as [ScreenshotSize, { width: number; height: number }][];
  let demo: { token: string; account: DemoAccount } | null = null;
  for (const [size, viewport] of sizes) {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport,
      deviceScaleFactor: size === "phone" ? PHONE_SCALE : 1,
      locale: "en-US",
    });
    const page = await context.newPage();
    if (demo) {
      await logInThroughCard(page, demo.account);
      await page.waitForURL("**/dashboard");
    } else {
      demo = await signInDemoUser(page);
    }
    const { token } = demo;
    for (const language of LANGUAGES) {
      const catalog = readCatalog(language);
      messages = {
        openMenu: catalog["layout.openMenu"] ?? "Open menu",
        developerNote: catalog["developerNote.title"] ?? "A note from the developer",
        notNow: catalog["map.notNow"] ?? "Not now",
      };
      await mkdir(new URL(`${PUBLIC_DIR.href}/landing/${language}/`), { recursive: true });
      for (const name of SCREENSHOTS) {
        const png = await capture(page, token, SHOTS[name], language);
        for (const format of SCREENSHOT_FORMATS) {
          const file = await encode(png, format);
          await writeFile(new URL(`${PUBLIC_DIR.href}${screenshotPath(name, language, size, format)}`), file);
          console.log(
            `${screenshotPath(name, language, size, format)}: ${Math.round(file.length / 1000)} kB`,
          );
        }
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
