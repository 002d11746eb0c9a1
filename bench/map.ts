/**
 * The open map (MapLibre, no Google key) in headless Chromium with software WebGL: /map with 2,000
 * entries and 500 places to try (issue 33), from navigation to the first visit's marker and to every
 * place's pin drawn, and the frame times while the map is dragged;
 * the gzipped JavaScript of the map's chunk (not part of any first paint). The map's style URL
 * answers nothing, as on a machine offline: the built-in basemap is drawn. Asserts nothing.
 * Run: npm run bench -- map
 */
import type { Page } from "playwright-core";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "kysely";
import { chromium } from "playwright-core";

import { CHROMIUM_WEBGL_FLAGS } from "@bitelog/dev/chromium";

import { pgliteDatabase, seed } from "./support/databases";
import { benchEnv } from "./support/env";
import { kB, ms, percentile, table } from "./support/report";
import { freePort, repoRoot, startBuiltServer } from "./support/server";
import { createMember } from "./support/users";

const ENTRIES = 2000;
const PLACES = 500;
const RUNS = 9;
const dist = join(repoRoot, "apps/web/dist");

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The gzipped files the map screens add to what the app already loaded. */
async function mapChunks(): Promise<string[][]> {
  const manifest = JSON.parse(await readFile(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  const gz = async (file: string) => gzipSync(await readFile(join(dist, file)), { level: 9 }).byteLength;
  const find = (test: (key: string) => boolean) => {
    const key = Object.keys(manifest).find(test);
    const chunk = key ? manifest[key] : undefined;
    if (!chunk) throw new Error("the open map is not in Vite's manifest: run npm run build");
    return chunk;
  };
  const module = find((key) => key.endsWith("features/map/open/open-map-module.ts"));
  const basemap = find((key) => key.includes("world-basemap"));
  const worker = Object.values(manifest).find((chunk) => chunk.file.includes("maplibre-gl-worker"));
  const rows = [["file", "what", "gzipped"]];
  rows.push([module.file, "MapLibre and the map screens (JS)", kB(await gz(module.file))]);
  for (const css of module.css ?? []) rows.push([css, "their stylesheet", kB(await gz(css))]);
  rows.push([basemap.file, "built-in basemap (only when the style cannot load)", kB(await gz(basemap.file))]);
  if (worker) rows.push([worker.file, "MapLibre's worker", kB(await gz(worker.file))]);
  return rows;
}

/** Entries spread over a city, every one with coordinates. */
async function fillMappedJournal(userId: string, db: Parameters<Parameters<typeof seed>[1]>[0]) {
  await sql`
    insert into journal_entries
      (user_id, restaurant_name, restaurant_address, restaurant_latitude, restaurant_longitude, visit_date, rating)
    select ${userId}, 'Tasca ' || n, n || ' Rua Augusta, Lisboa',
      38.70 + ((n * 7919) % 1000) / 6000.0, -9.20 + ((n * 104729) % 1000) / 6000.0,
      date '2024-01-01' + (n % 600), 1 + n % 5
    from generate_series(1, ${ENTRIES}::int) as n`.execute(db);
}

/** Places to try over the same city, every one with coordinates. */
async function fillPlacesToTry(userId: string, db: Parameters<Parameters<typeof seed>[1]>[0]) {
  await sql`
    insert into places_to_try
      (user_id, restaurant_name, restaurant_address, restaurant_latitude, restaurant_longitude, list_name)
    select ${userId}, 'Cervejaria ' || n, n || ' Avenida da Liberdade, Lisboa',
      38.70 + ((n * 6007) % 1000) / 6000.0, -9.20 + ((n * 7727) % 1000) / 6000.0, 'Lisbon'
    from generate_series(1, ${PLACES}::int) as n`.execute(db);
}

/**
 * Page scripts, as text: this package is compiled without the DOM's types. The first records when
 * the first visit's marker (a pin or a cluster) is added to the page, and when every place's pin is
 * (a button: the legend's sample has the pin's class too); the second, every frame's time.
 */
const WATCH_MARKERS = `
  new MutationObserver((_, observer) => {
    if (!("countAt" in window) && document.body?.textContent.includes("2,000 locations")) {
      window.countAt = performance.now();
    }
    if (!("markersAt" in window) && document.querySelector(".entry-pin, .entry-cluster")) {
      window.markersAt = performance.now();
    }
    if (!("placesAt" in window) && document.querySelectorAll("button.place-pin").length === ${PLACES}) {
      window.placesAt = performance.now();
    }
    if ("markersAt" in window && "placesAt" in window) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });`;
const RECORD_FRAMES = `
  window.frameTimes = [];
  const tick = (time) => {
    window.frameTimes.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);`;

interface Times {
  count: number;
  markers: number;
  places: number;
}

/**
 * From navigation to the entries' count on screen (their data is in), to the first visit's marker
 * drawn and to every place's pin drawn.
 */
async function timeToMarkers(page: Page, url: string): Promise<Times> {
  await page.goto(url);
  await page.waitForFunction("'markersAt' in window && 'placesAt' in window", undefined, {
    timeout: 180_000,
  });
  return page.evaluate<Times>(
    "({ count: window.countAt, markers: window.markersAt, places: window.placesAt })",
  );
}

/** Frame intervals while the mouse drags the map across, then back. */
async function panFrames(page: Page): Promise<number[]> {
  const box = await page.getByRole("region", { name: "Map of your entries" }).boundingBox();
  if (!box) throw new Error("no map on /map");
  await page.evaluate(RECORD_FRAMES);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 60 });
  await page.mouse.move(box.x + box.width * 0.8, y, { steps: 60 });
  await page.mouse.up();
  const times = await page.evaluate<number[]>("window.frameTimes");
  return times.slice(1).map((time, i) => time - (times[i] ?? time));
}

async function measure(): Promise<{ times: Times[]; frames: number[] }> {
  const database = await pgliteDatabase();
  const user = await seed(database, async (db) => {
    const member = await createMember(db);
    await fillMappedJournal(member.accountId, db);
    await fillPlacesToTry(member.accountId, db);
    return member;
  });
  const closedPort = await freePort();
  const server = await startBuiltServer({
    ...database.serverEnv,
    MAP_STYLE_URL: `http://127.0.0.1:${closedPort}/style.json`,
  });
  const browser = await chromium.launch({
    executablePath: benchEnv.chromePath,
    args: ["--headless", ...CHROMIUM_WEBGL_FLAGS],
  });
  try {
    // The page scripts above are strings, which the app's policy (no eval) would refuse.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await context.addInitScript({ content: WATCH_MARKERS });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    const times: Times[] = [];
    // The first run fills the browser's cache; the runs measured are those of a returning visitor,
    // who opens the map afresh: each from a light page of the site (the app's icon), so that no run
    // pays for tearing the last map down, nor for a new browser process (about:blank's is another).
    await timeToMarkers(page, `${server.url}/map`);
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${server.url}/favicon.svg`);
      times.push(await timeToMarkers(page, `${server.url}/map`));
    }
    console.log(JSON.stringify(times.map((run) => Math.round(Math.max(run.markers, run.places)))));
    const frames = await panFrames(page);
    return { times, frames };
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
}

console.log("\nThe open map's files (Vite's build, gzip -9): loaded only by /map, /new and the edit mode");
table(await mapChunks());
const { times, frames } = await measure();
/** A row of the table: the median, p95 and max of `values`. */
function row(measure: string, values: number[]): string[] {
  const sorted = [...values].sort((a, b) => a - b);
  return [
    measure,
    ms(percentile(sorted, 50)),
    ms(percentile(sorted, 95)),
    ms(sorted.at(-1) ?? 0),
    String(values.length),
  ];
}
console.log(
  `\n/map with ${ENTRIES} entries and ${PLACES} places to try, built-in basemap, software WebGL (SwiftShader), 1280×800`,
);
table([
  ["measure", "median", "p95", "max", "runs / frames"],
  row(
    "navigation → the count shown (entries loaded)",
    times.map((run) => run.count),
  ),
  row(
    "navigation → first visit's marker drawn",
    times.map((run) => run.markers),
  ),
  row(
    `navigation → all ${PLACES} places' pins drawn`,
    times.map((run) => run.places),
  ),
  row(
    "navigation → visits' and places' markers on screen (budget 1.5 s)",
    times.map((run) => Math.max(run.markers, run.places)),
  ),
  row("frame interval while dragging the map", frames),
]);
