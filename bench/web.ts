/**
 * The web app as a browser gets it: the gzipped JavaScript the first paint of /, /dashboard and an
 * entry needs (walked in Vite's manifest); for /, a shared visit, and signed in the dashboard of 200
 * entries, an entry with photos, the map, the places to try and the insights (built server on
 * PGlite, offline, Debian's Chromium), Lighthouse on its phone profile and the layout shift at
 * 1280×800 with classic scrollbars; the time from a click on a hovered dashboard link to the
 * filled entry page; the dashboard at 200 and 5,000 entries (time to the first entry, DOM nodes).
 * Prints figures and budgets; asserts nothing.
 * Run: npm run bench -- web
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import type { Entry } from "./support/app-user";
import type { DebuggableBrowser } from "./support/browser";
import type { BenchDatabase } from "./support/databases";
import type { MobileAudit } from "./support/lighthouse";
import type { BenchServer } from "./support/server";
import { signUp, visit } from "./support/app-user";
import { launchDebuggableBrowser, logIn } from "./support/browser";
import { dashboardOpening } from "./support/dashboard-opening";
import { pgliteDatabase, seed } from "./support/databases";
import { entryOpening } from "./support/entry-opening";
import { fillJournal } from "./support/journal";
import { settledLayoutShift } from "./support/layout-shift";
import { mobileAudit } from "./support/lighthouse";
import { syntheticPhoto } from "./support/photo";
import { kB, ms, percentile, table, verdict } from "./support/report";
import { freePort, repoRoot, startBuiltServer } from "./support/server";
import { accountIdOf } from "./support/users";

const dist = join(repoRoot, "apps/web/dist");
const JS_BUDGET_BYTES = { "/": 150 * 1024 } as Record<string, number>;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What renders each page: the route files TanStack Router matches (their code-split components),
 * beside the entry (which holds __root.tsx), and the parts of the English catalog awaited before
 * the first render.
 */
const FIRST_PAINT: Record<string, { routes: string[]; catalogs: string[] }> = {
  "/": { routes: ["src/routes/_public.tsx", "src/routes/_public/index.tsx"], catalogs: ["messages"] },
  "/dashboard": {
    routes: ["src/routes/_app.tsx", "src/routes/_app/dashboard.tsx"],
    catalogs: ["messages", "app"],
  },
  "/entry/{id}": {
    routes: ["src/routes/_app.tsx", "src/routes/_app/entry.$id.tsx"],
    catalogs: ["messages", "app"],
  },
};
const catalogKey = (part: string) => `../../packages/i18n/locales/en/${part}.po`;

/** The chunk files a set of manifest keys load, with everything they import statically. */
function chunkClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

async function firstPaintJs(): Promise<string[][]> {
  const manifest = JSON.parse(await readFile(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("no entry in Vite's manifest: run npm run build");
  const rows = [["page", "chunks", "gzipped JS", "budget"]];
  for (const [page, { routes, catalogs }] of Object.entries(FIRST_PAINT)) {
    const keys = [
      entry,
      ...catalogs.map(catalogKey),
      ...routes.map((route) => `${route}?tsr-split=component`),
    ];
    const missing = keys.filter((key) => !manifest[key]);
    if (missing.length > 0) throw new Error(`not in Vite's manifest: ${missing.join(", ")}`);
    const files = chunkClosure(manifest, keys);
    let bytes = 0;
    for (const file of files) bytes += gzipSync(await readFile(join(dist, file)), { level: 9 }).byteLength;
    const budget = JS_BUDGET_BYTES[page];
    rows.push([
      page,
      String(files.size),
      kB(bytes),
      budget ? `≤ ${kB(budget)}: ${verdict(bytes <= budget)}` : "",
    ]);
  }
  return rows;
}

const PLACES_TO_TRY = 20;
const JOURNAL_SIZE = 200;
const RUNS = 3;
const CLS_BUDGET = 0.05;

interface AuditedPage {
  path: string;
  /** What the page shows once its own data is in, to wait for before measuring its shift. */
  ready: string;
  minimumScore: number;
}

/**
 * One member's journal of 200 entries, the newest with three 12-megapixel photos and shared, and
 * places to try: the pages a phone opens, signed out then signed in.
 */
async function seededPages(server: BenchServer, database: BenchDatabase) {
  const user = await signUp(server.url);
  const fields = visit(1);
  const entry = await user.call<Entry>("POST", "/api/journal", fields);
  for (let seed = 1; seed <= 3; seed++)
    await user.uploadPhoto(entry.id, await syntheticPhoto(4000, 3000, seed));
  const { token } = await user.call<{ token: string }>("POST", `/api/journal/${entry.id}/share`);
  for (let n = 1; n <= PLACES_TO_TRY; n++) {
    await user.call("POST", "/api/places-to-try", {
      restaurantName: `Cervejaria ${n}`,
      restaurantAddress: `${n} Avenida da Liberdade, Lisboa`,
      restaurantLatitude: 38.72,
      restaurantLongitude: -9.15,
      listName: "Lisbon",
    });
  }
  // PGlite's files belong to one process: the rest of the journal is written while the server is down.
  await server.stop();
  await seed(database, async (db) => {
    const userId = await accountIdOf(db, user.uid);
    await fillJournal(db, userId, JOURNAL_SIZE - 1);
    await db
      .insertInto("memberships")
      .values({ user_id: userId, level: "member", expiry_date: new Date(Date.now() + 86_400_000) })
      .execute();
  });
  const signedOut: AuditedPage[] = [
    { path: "/", ready: "#faq-title", minimumScore: 95 },
    { path: `/s/${token}`, ready: "main h1", minimumScore: 95 },
  ];
  const signedIn: AuditedPage[] = [
    { path: "/dashboard", ready: 'main a[href^="/entry/"]', minimumScore: 90 },
    { path: `/entry/${entry.id}`, ready: `main h1:has-text("${fields.restaurantName}")`, minimumScore: 90 },
    { path: "/map", ready: "main canvas", minimumScore: 90 },
    { path: "/to-try", ready: "main li", minimumScore: 90 },
    { path: "/insights", ready: "main h1", minimumScore: 90 },
  ];
  return { user, signedOut, signedIn };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * Three Lighthouse runs on the phone profile (their median figures), then three loads at 1280×800
 * with classic scrollbars (the largest sum of layout shifts), of one page.
 */
async function measurePage(
  browser: DebuggableBrowser,
  baseUrl: string,
  page: AuditedPage,
  signedIn: boolean,
): Promise<{ lighthouse: string[]; desktop: string[] }> {
  const runs: MobileAudit[] = [];
  for (let run = 0; run < RUNS; run++)
    runs.push(await mobileAudit(`${baseUrl}${page.path}`, browser.port, signedIn));
  const score = median(runs.map((run) => run.scores.performance));
  const cls = median(runs.map((run) => run.cls));
  const middle = runs.find((run) => run.scores.performance === score) ?? runs[0];
  const label = page.path.startsWith("/s/") ? "/s/{token}" : page.path.replace(/[0-9a-f-]{36}/, "{id}");
  const lighthouse = [
    label,
    String(score),
    `${(median(runs.map((run) => run.lcpMs)) / 1000).toFixed(2)} s`,
    ms(median(runs.map((run) => run.tbtMs))),
    cls.toFixed(3),
    `≥ ${page.minimumScore}: ${verdict(score >= page.minimumScore)}, CLS ≤ ${CLS_BUDGET}: ${verdict(cls <= CLS_BUDGET)}`,
    `${middle?.scores.accessibility} / ${middle?.scores["best-practices"]} / ${middle?.scores.seo}`,
    middle?.lcpElement ?? "",
    middle?.missed.join(", ") ?? "",
  ];

  const tab = await browser.context.newPage();
  const loads = [];
  for (let run = 0; run < RUNS; run++)
    loads.push(await settledLayoutShift(tab, `${baseUrl}${page.path}`, page.ready));
  await tab.close();
  const worst = Math.max(...loads.map((load) => load.shift));
  const desktop = [
    label,
    worst.toFixed(3),
    `${Math.min(...loads.map((load) => load.scrollbarPx))} px`,
    `≤ ${CLS_BUDGET}: ${verdict(worst <= CLS_BUDGET)}`,
  ];
  return { lighthouse, desktop };
}

/** Lighthouse on the phone profile and layout shift with classic scrollbars, page by page. */
async function pageFigures(): Promise<{ lighthouse: string[][]; desktop: string[][] }> {
  const database = await pgliteDatabase();
  const env = {
    ...database.serverEnv,
    // Nothing listens there, as on a machine offline: the map draws its built-in basemap at once.
    MAP_STYLE_URL: `http://127.0.0.1:${await freePort()}/style.json`,
  };
  let server = await startBuiltServer(env);
  const { user, signedOut, signedIn } = await seededPages(server, database);
  server = await startBuiltServer(env);
  await server.settled();
  const browser = await launchDebuggableBrowser({ webgl: true });
  const lighthouse = [
    [
      "page",
      "performance",
      "LCP",
      "TBT",
      "CLS",
      "budget",
      "a11y / best practices / SEO",
      "LCP element",
      "audits below 90",
    ],
  ];
  const desktop = [["page", "layout shift (worst load)", "scrollbar", "budget"]];
  try {
    const measure = async (pages: AuditedPage[], signedIn: boolean) => {
      for (const page of pages) {
        const figures = await measurePage(browser, server.url, page, signedIn);
        lighthouse.push(figures.lighthouse);
        desktop.push(figures.desktop);
      }
    };
    await measure(signedOut, false);
    const tab = await browser.context.newPage();
    await logIn(tab, server.url, user);
    await tab.close();
    await measure(signedIn, true);
    return { lighthouse, desktop };
  } finally {
    await browser.close();
    await server.stop();
    await user.dispose();
    await database.drop();
  }
}

console.log("\nJavaScript loaded by the first paint (Vite's manifest, gzip -9)");
table(await firstPaintJs());
const pages = await pageFigures();
console.log(
  `\nLighthouse 12, mobile (simulated slow 4G, 4× slower CPU): median of ${RUNS} runs; a journal of ${JOURNAL_SIZE} entries`,
);
table(pages.lighthouse);
console.log(
  `\nLayout shift at 1280×800 with classic scrollbars (every shift no input caused, summed), the worst of ${RUNS} loads`,
);
table(pages.desktop);
console.log("\nFrom the click on a hovered dashboard link to the entry page showing the entry");
table(await entryOpening());
console.log(
  "\n/dashboard of a journal that has grown, built server on PGlite (5 loads each after one warm-up)",
);
table(await dashboardOpening());
