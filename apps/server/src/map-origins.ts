import { z } from "zod";

import type { Logger } from "./logger";

/** An origin as it may go into a header: scheme, host name and port, nothing else. */
const SAFE_ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d+)?$/i;

/** The parts of a MapLibre style (and of a TileJSON) that name where the map loads from. */
const urlList = z.array(z.string()).catch([]);
const sourceSchema = z
  .object({
    type: z.string().catch(""),
    url: z.string().optional().catch(undefined),
    tiles: urlList.optional(),
    urls: urlList.optional(),
    data: z.unknown().optional(),
  })
  .catch({ type: "", data: undefined });
const styleSchema = z.object({
  sprite: z
    .union([z.string(), z.array(z.object({ url: z.string() }))])
    .optional()
    .catch(undefined),
  glyphs: z.string().optional().catch(undefined),
  sources: z.record(z.string(), sourceSchema).catch({}),
});
const tileJsonSchema = z.object({ tiles: urlList });

/** Sources whose `url` is a TileJSON document naming the tiles. */
const TILED_SOURCES = new Set(["vector", "raster", "raster-dem"]);

/** The http(s) origin of a URL (relative to `base`, or behind "pmtiles://"); null for others. */
export function originOf(url: string, base: string): string | null {
  try {
    const origin = new URL(url.replace(/^pmtiles:\/\//, ""), base).origin;
    return SAFE_ORIGIN.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

async function fetchJson(url: string | URL, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`${String(url)} answered ${response.status}`);
  return response.json();
}

/**
 * The origins a MapLibre style loads from (the style's own, its sprite's, its glyphs', its sources'
 * and their tiles', reading each TileJSON), for the content security policy. Read once at start
 * within `timeoutMs`; when the style cannot be read, only its own origin: the map then falls back to
 * the built-in basemap, served by us.
 */
export async function mapOriginsOf(styleUrl: string, timeoutMs: number, logger: Logger): Promise<string[]> {
  const origins = new Set<string>();
  const add = (url: string | undefined, base: string) => {
    const origin = url === undefined ? null : originOf(url, base);
    if (origin) origins.add(origin);
  };
  add(styleUrl, styleUrl);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const style = styleSchema.parse(await fetchJson(styleUrl, signal));
    for (const sprite of typeof style.sprite === "string" ? [style.sprite] : (style.sprite ?? [])) {
      add(typeof sprite === "string" ? sprite : sprite.url, styleUrl);
    }
    add(style.glyphs, styleUrl);
    await Promise.all(
      Object.values(style.sources).map(async (source) => {
        for (const url of [...(source.tiles ?? []), ...(source.urls ?? [])]) add(url, styleUrl);
        if (typeof source.data === "string") add(source.data, styleUrl);
        if (source.url === undefined) return;
        add(source.url, styleUrl);
        const tileJsonUrl = new URL(source.url, styleUrl);
        // A PMTiles archive (pmtiles://…) is read by range requests: its origin is all it needs.
        if (!TILED_SOURCES.has(source.type) || !/^https?:$/.test(tileJsonUrl.protocol)) return;
        const tileJson = tileJsonSchema.parse(await fetchJson(tileJsonUrl, signal));
        for (const url of tileJson.tiles) add(url, tileJsonUrl.href);
      }),
    );
  } catch (error) {
    logger.warn(
      { err: error, styleUrl },
      "could not read the map style (MAP_STYLE_URL) at start; only its own origin is allowed",
    );
  }
  return [...origins].sort();
}
