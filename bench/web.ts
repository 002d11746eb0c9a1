/**
 * The web app as a browser gets it: the gzipped JavaScript the first paint of / and of /dashboard
 * needs (walked in Vite's manifest), and Lighthouse's scores (desktop preset, and the default
 * mobile one; offline, Debian's Chromium) for /, and signed in for /dashboard and an entry page
 * with photos, served by the built server on PGlite; and the time from a click on a hovered
 * dashboard link to the filled entry page; the dashboard at 200 and 5,000 entries (time to the first
 * entry, DOM nodes). Prints figures and budgets; asserts nothing.
 * Run: npm run bench -- web
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

import type { Entry } from "./support/app-user";
import { signUp, visit } from "./support/app-user";
import { logIn, withBrowserApp } from "./support/browser";
import { dashboardOpening } from "./support/dashboard-opening";
import { entryOpening } from "./support/entry-opening";
import { syntheticPhoto } from "./support/photo";
import { kB, table, verdict } from "./support/report";
import { repoRoot } from "./support/server";

const dist = join(repoRoot, "apps/web/dist");
const JS_BUDGET_BYTES = { "/": 150 * 1024 } as Record<string, number>;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

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

type Preset = "desktop" | "mobile";

async function audit(
  url: string,
  port: number,
  signedIn: boolean,
  preset: Preset,
): Promise<{ scores: Record<string, number>; missed: string[] }> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // Signed-in pages keep the session the browser holds; / is audited as a first visit.
      disableStorageReset: signedIn,
    },
    preset === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  // The weighted audits that cost points, to say what a score below budget is made of.
  const missed = CATEGORIES.flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${id}: ${ref.id}`),
  );
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  );
  return { scores, missed };
}

function lighthouseScores(): Promise<string[][]> {
  return withBrowserApp(async ({ server, browser }) => {
    const rows = [["page", "preset", ...CATEGORIES, "budget", "audits below 90"]];
    const score = async (label: string, path: string, signedIn: boolean, minimum: number) => {
      for (const preset of ["desktop", "mobile"] as const) {
        const { scores, missed } = await audit(`${server.url}${path}`, browser.port, signedIn, preset);
        const met = CATEGORIES.every((id) => (scores[id] ?? 0) >= minimum);
        rows.push([
          label,
          preset,
          ...CATEGORIES.map((id) => String(scores[id])),
          `each ≥ ${minimum}: ${verdict(met)}`,
          missed.join(", "),
        ]);
      }
    };
    await score("/", "/", false, 95);

    const user = await signUp(server.url);
    const entries: Entry[] = [];
    for (let n = 1; n <= 6; n++) entries.push(await user.call<Entry>("POST", "/api/journal", visit(n)));
    const [entry] = entries;
    if (!entry) throw new Error("no entry");
    for (let seed = 1; seed <= 3; seed++)
      await user.uploadPhoto(entry.id, await syntheticPhoto(4000, 3000, seed));
    const page = await browser.context.newPage();
    await logIn(page, server.url, user);
    await page.close();

    await score("/dashboard (signed in)", "/dashboard", true, 90);
    await score("/entry/{id} (signed in, 3 photos)", `/entry/${entry.id}`, true, 90);
    await user.dispose();
    return rows;
  });
}

console.log("\nJavaScript loaded by the first paint (Vite's manifest, gzip -9)");
table(await firstPaintJs());
console.log("\nLighthouse 12: desktop preset, and mobile (simulated slow 4G, 4× slower CPU)");
table(await lighthouseScores());
console.log("\nFrom the click on a hovered dashboard link to the entry page showing the entry");
table(await entryOpening());
console.log(
  "\n/dashboard of a journal that has grown, built server on PGlite (5 loads each after one warm-up)",
);
table(await dashboardOpening());
