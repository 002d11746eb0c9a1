import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A page's first paint runs the entry, its own route chunks and a catalog (as build-plugins'
 * firstPaintPreloads and bench/web.ts count them). On the landing page Firebase, the API client, zod
 * and TanStack Query load after it: a route file's loader that imports them statically puts them
 * all in the entry, which every page then waits for. An entry's page is read far more often than
 * edited: its edit mode (the form, its validation, the photo editor) loads when Edit is near, and the
 * full-screen photo viewer (its zoom library) when a photo is.
 */
const dist = join(import.meta.dirname, "../dist");
const FIRST_PAINT_OF_LANDING = [
  "src/routes/_public.tsx?tsr-split=component",
  "src/routes/_public/index.tsx?tsr-split=component",
];
const FIRST_PAINT_OF_ENTRY = [
  "src/routes/_app.tsx?tsr-split=component",
  "src/routes/_app/entry.$id.tsx?tsr-split=component",
];
const LOADED_LATER = [
  /[\\/]src[\\/]lib[\\/](trpc|firebase)\.ts$/,
  /node_modules[\\/](firebase|@firebase|@trpc|@tanstack[\\/](react-)?query(-core)?|zod)[\\/]/,
];
const LOADED_WHEN_NEEDED = [
  /[\\/]src[\\/]features[\\/](entries[\\/]entry-form|photos[\\/]photo-(editor|viewer))\.tsx$/,
  /node_modules[\\/](react-hook-form|zod[\\/]v4[\\/]classic|react-zoom-pan-pinch)[\\/]/,
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

async function sourcesOfFirstPaint(routes: string[]): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(dist, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  [entry ?? "no entry", ...routes].forEach(visit);
  const sources = await Promise.all([...files].map(sourcesOf));
  return sources.flat();
}

/** The modules a built file holds, by its source map (the bundler's own runtime has none). */
async function sourcesOf(file: string): Promise<string[]> {
  const map = await readFile(join(dist, `${file}.map`), "utf8").catch((error: unknown) => {
    if (file.includes("rolldown-runtime")) return '{"sources":[]}';
    throw error;
  });
  return (JSON.parse(map) as { sources: string[] }).sources;
}

describe("the landing page's first paint", () => {
  it("loads neither Firebase nor the API client", async () => {
    const sources = await sourcesOfFirstPaint(FIRST_PAINT_OF_LANDING);
    expect(sources.some((source) => source.endsWith("main.tsx"))).toBe(true);
    expect(sources.filter((source) => LOADED_LATER.some((pattern) => pattern.test(source)))).toEqual([]);
  });
});

describe("an entry page's first paint", () => {
  it("draws the entry without the code of its edit mode and its photo viewer", async () => {
    const sources = await sourcesOfFirstPaint(FIRST_PAINT_OF_ENTRY);
    expect(sources.some((source) => source.endsWith("entry-page.tsx"))).toBe(true);
    expect(sources.filter((source) => LOADED_WHEN_NEEDED.some((pattern) => pattern.test(source)))).toEqual(
      [],
    );
  });
});
