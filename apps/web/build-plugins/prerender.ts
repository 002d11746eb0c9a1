import type { Plugin, ResolvedConfig } from "vite";
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { build } from "vite";

import type { PrerenderedPage } from "../src/prerender";

const execute = promisify(execFile);

/** Imports the server bundle (its first argument) and prints its pages. */
const RENDER = `const { renderPages } = await import(process.argv[1]);
process.stdout.write(JSON.stringify(await renderPages()));`;

/**
 * Where the built pages go, under the web app's output: prerendered/<language>/<name>.html, and
 * <name>.<kind of site>.html for a page that shows the site's settings.
 */
const PRERENDERED_FOLDER = "prerendered";

/**
 * "/" → "index.html", "/terms" for sites of kind "open-photon" → "terms.open-photon.html": the file a
 * page is written to (the server reads it back by the same rule).
 */
export function prerenderedFileName({ path, settings }: Pick<PrerenderedPage, "path" | "settings">): string {
  const name = path === "/" ? "index" : path.slice(1);
  return settings ? `${name}.${settings}.html` : `${name}.html`;
}

/** index.html's #root, holding what shows until the app has rendered. */
const ROOT = /<div id="root">[\s\S]*?Loading\.\.\.\s*<\/div>\s*<\/div>/;
const HTML_LANG = /<html lang="[a-z]+">/;
const TITLE = /<title>[^<]*<\/title>/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * index.html with a page's markup in #root, marked with the page's path (main.tsx hydrates the
 * page it was made for, and renders anything else afresh), its title, and its language on <html>.
 * The head, and with it every inline script the server allows by its hash, is index.html's.
 */
export function prerenderedHtml(indexHtml: string, page: PrerenderedPage): string {
  if (!ROOT.test(indexHtml) || !HTML_LANG.test(indexHtml) || !TITLE.test(indexHtml))
    throw new Error(
      "prerender: index.html has no <html lang>, no <title> or no #root with its Loading... placeholder",
    );
  const root = `<div id="root" data-prerendered="${escapeHtml(page.path)}">${page.markup}</div>`;
  return indexHtml
    .replace(HTML_LANG, `<html lang="${escapeHtml(page.language)}">`)
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(ROOT, () => root);
}

/**
 * Once the app is built, builds `entry` for Node with the same configuration, renders each of
 * its pages in each language into the built index.html, and writes them beside it (issue 36: the
 * public pages are HTML before they are JavaScript).
 */
export function prerenderPages({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: "bitelog:prerender",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: "post",
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the app's folder, so that Node finds the packages the server bundle leaves out.
        const serverDir = await mkdtemp(join(config.root, "node_modules", ".prerender-"));
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: "warn",
          build: {
            ssr: entry,
            outDir: serverDir,
            copyPublicDir: false,
            manifest: false,
            sourcemap: false,
            rolldownOptions: { output: { codeSplitting: true, entryFileNames: "prerender.mjs" } },
          },
        });
        try {
          // In a Node process of its own: the bundle sets up stand-ins for the browser's globals.
          const bundle = pathToFileURL(join(serverDir, "prerender.mjs")).href;
          const { stdout } = await execute(process.execPath, ["--input-type=module", "-e", RENDER, bundle], {
            cwd: config.root,
            maxBuffer: 64 * 1024 * 1024,
          });
          const pages = JSON.parse(stdout) as PrerenderedPage[];
          const indexHtml = await readFile(join(outDir, "index.html"), "utf8");
          for (const page of pages) {
            const folder = join(outDir, PRERENDERED_FOLDER, page.language);
            await mkdir(folder, { recursive: true });
            await writeFile(join(folder, prerenderedFileName(page)), prerenderedHtml(indexHtml, page));
          }
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
