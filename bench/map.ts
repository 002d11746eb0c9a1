/**
 * The open map (MapLibre, no Google key) in headless Chromium with software WebGL: /map with 2,000
 * entries, from navigation to the first markers drawn, and the frame times while the map is dragged;
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
const RUNS = 5;
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

/**
 * Page scripts, as text: this package is compiled without the DOM's types. The first records when
 * the first marker (a pin or a cluster) is added to the page; the second, every frame's time.
 */
const WATCH_MARKERS = `
  new MutationObserver((_, observer) => {
    if (!("countAt" in window) && document.body?.textContent.includes("2,000 locations")) {
      window.countAt = performance.now();
    }
    if (!document.querySelector(".entry-pin, .entry-cluster")) return;
    window.markersAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });`;
const RECORD_FRAMES = `
  window.frameTimes = [];
  const tick = (time) => {
    window.frameTimes.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);`;

/** From navigation to the entries' count on screen (their data is in) and to the first marker drawn. */
async function timeToMarkers(page: Page, url: string): Promise<{ count: number; markers: number }> {
  await page.goto(url);
  await page.waitForFunction("'markersAt' in window", undefined, { timeout: 60_000 });
  return page.evaluate<{ count: number; markers: number }>(
    "({ count: window.countAt, markers: window.markersAt })",
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

async function measure(): Promise<{ counts: number[]; markers: number[]; frames: number[] }> {
  const database = await pgliteDatabase();
  const user = await seed(database, async (db) => {
    const member = await createMember(db);
    await fillMappedJournal(member.accountId, db);
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
    const counts: number[] = [];
    const markers: number[] = [];
    // The first run fills the browser's cache; the runs measured are those of a returning visitor.
    await timeToMarkers(page, `${server.url}/map`);
    for (let run = 0; run < RUNS; run++) {
      const times = await timeToMarkers(page, `${server.url}/map`);
      counts.push(times.count);
      markers.push(times.markers);
    }
    const frames = await panFrames(page);
    return { counts, markers, frames };
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
}

console.log("\nThe open map's files (Vite's build, gzip -9): loaded only by /map, /new and the edit mode");
table(await mapChunks());
const { counts, markers, frames } = await measure();
const sortedCounts = [...counts].sort((a, b) => a - b);
const sortedMarkers = [...markers].sort((a, b) => a - b);
const sortedFrames = [...frames].sort((a, b) => a - b);
console.log(`\n/map with ${ENTRIES} entries, built-in basemap, software WebGL (SwiftShader), 1280×800`);
table([
  ["measure", "median", "p95", "max", "runs / frames"],
  [
    "navigation → the count shown (entries loaded)",
    ms(percentile(sortedCounts, 50)),
    ms(percentile(sortedCounts, 95)),
    ms(sortedCounts.at(-1) ?? 0),
    String(counts.length),
  ],
  [
    "navigation → first marker drawn",
    ms(percentile(sortedMarkers, 50)),
    ms(percentile(sortedMarkers, 95)),
    ms(sortedMarkers.at(-1) ?? 0),
    String(markers.length),
  ],
  [
    "frame interval while dragging the map",
    ms(percentile(sortedFrames, 50)),
    ms(percentile(sortedFrames, 95)),
    ms(sortedFrames.at(-1) ?? 0),
    String(frames.length),
  ],
]);
