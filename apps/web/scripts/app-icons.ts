/**
 * Draws the installed app's icons (public/icons) from the favicon's mark, with sharp: the plain
 * icon as the favicon is, and the maskable one with the mark inside the safe zone (the inner
 * 80 %) on a full-bleed background, since launchers crop it to their own shape. Run it again
 * after changing public/favicon.svg: `npx tsx scripts/app-icons.ts`.
 */
import { mkdir, readFile } from "node:fs/promises";
import sharp from "sharp";

const PUBLIC = new URL("../public/", import.meta.url);
const BRAND = "#b45309";

const favicon = await readFile(new URL("favicon.svg", PUBLIC), "utf8");
if (!/<rect[^>]*\/>/.test(favicon)) throw new Error("favicon.svg has no background rect to replace");
const maskable = favicon
  .replace(/<rect[^>]*\/>/, `<rect width="64" height="64" fill="${BRAND}"/>`)
  // The mark scaled into the central 60 %, well inside the safe zone's circle.
  .replace(/(<path[^>]*\/>)/, `<g transform="translate(12.8 12.8) scale(0.6)">$1</g>`);

/** Renders a 64-unit SVG square at `size` pixels (its density chosen so no upscaling blurs it). */
async function drawIcon(svg: string, size: number, name: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(`icons/${name}-${size}.png`, PUBLIC).pathname);
}

await mkdir(new URL("icons/", PUBLIC), { recursive: true });
for (const size of [192, 512]) {
  await drawIcon(favicon, size, "icon");
  await drawIcon(maskable, size, "maskable");
}
console.log("icons written to public/icons");
