import type { Plugin, Rollup } from "vite";
import { resolve } from "node:path";

/**
 * As @bitelog/config has them (FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY; the test checks): Vite
 * cannot load that package's TypeScript into its config. The languages are those with a catalog.
 */
export const LANGUAGE_DETECTION = {
  /** The language a browser gets when none of its preferences is one of ours. */
  fallbackLanguage: "en",
  /** Where the language chosen in the app is kept: the local storage key and the cookie name. */
  storageKey: "bitelog-language",
};

export interface FirstPaintPreloadOptions {
  /** The catalog chunk of each language is the one built from the file this matches (group 1: the language). */
  catalog: RegExp;
  /** Per page path, the route modules its first paint renders (relative to the app's root). */
  pages: Record<string, string[]>;
}

/** What the preload script needs: file URLs of each language's catalog and of each page's route chunks. */
export interface FirstPaintFiles {
  catalogs: Record<string, string>;
  pages: Record<string, string[]>;
}

/**
 * The inline script that starts, while the page is still being parsed, the downloads the first
 * paint waits for and the entry would only ask for after it has run: the catalog of the language
 * the app will pick (the order of @bitelog/i18n's detectLanguage: local storage, cookie, browser,
 * <html lang>) and the route chunks of the page opened. Plain ES5, like the theme script beside it.
 */
export function preloadScript(files: FirstPaintFiles, detection = LANGUAGE_DETECTION): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `
      (function (catalogs, pages, key, fallback) {
        function language(tag) {
          var primary = tag ? String(tag).trim().toLowerCase().split(/[-_]/)[0] : "";
          return Object.prototype.hasOwnProperty.call(catalogs, primary) ? primary : null;
        }
        var stored = null;
        try {
          stored = localStorage.getItem(key);
        } catch (error) {}
        var cookie = null;
        var parts = document.cookie.split("; ");
        for (var i = 0; i < parts.length; i++) {
          if (parts[i].indexOf(key + "=") === 0) {
            try {
              cookie = decodeURIComponent(parts[i].slice(key.length + 1));
            } catch (error) {}
            break;
          }
        }
        var candidates = [stored, cookie].concat(navigator.languages || [], [document.documentElement.lang]);
        var chosen = fallback;
        for (var j = 0; j < candidates.length; j++) {
          if (language(candidates[j])) {
            chosen = language(candidates[j]);
            break;
          }
        }
        var urls = [catalogs[chosen]].concat(pages[location.pathname] || []);
        for (var k = 0; k < urls.length; k++) {
          var link = document.createElement("link");
          link.rel = "modulepreload";
          link.href = urls[k];
          document.head.appendChild(link);
        }
      })(${json(files.catalogs)}, ${json(files.pages)}, ${json(detection.storageKey)}, ${json(detection.fallbackLanguage)});
    `;
}

type Bundle = Record<string, Rollup.OutputChunk | Rollup.OutputAsset>;

/** The chunks `files` name, with all the chunks they import, less those in `skip`. */
function withImports(bundle: Bundle, files: string[], skip: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (found.has(fileName) || skip.has(fileName) || chunk?.type !== "chunk") return;
    found.add(fileName);
    chunk.imports.forEach(visit);
  };
  files.forEach(visit);
  return [...found];
}

/** The catalog and route chunk files of a build, as URLs under `base`. */
export function firstPaintFiles(
  bundle: Bundle,
  options: FirstPaintPreloadOptions & { root: string; base: string },
): FirstPaintFiles {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === "chunk");
  const url = (file: string) => `${options.base}${file}`;
  const builtFrom = (module: string) => {
    const id = resolve(options.root, module);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`first-paint preloads: no chunk is built from ${module}`);
    return chunk.fileName;
  };
  // What the entry loads anyway: Vite's own <link rel="modulepreload"> tags ask for those.
  const entry = withImports(
    bundle,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    new Set(),
  );
  const catalogs: Record<string, string> = {};
  for (const chunk of chunks) {
    const language = chunk.facadeModuleId && options.catalog.exec(chunk.facadeModuleId)?.[1];
    if (language) catalogs[language] = url(chunk.fileName);
  }
  const pages = Object.fromEntries(
    Object.entries(options.pages).map(([path, modules]) => [
      path,
      withImports(bundle, modules.map(builtFrom), new Set(entry)).map(url),
    ]),
  );
  return { catalogs, pages };
}

/** The element of index.html the script goes into (where it is: before the stylesheet, which it would wait for). */
const PLACEHOLDER = "<script data-first-paint-preloads></script>";

/**
 * Fills the preload script into the built index.html. The server allows inline scripts by their
 * hashes, taken from the index.html it serves, so this one needs nothing more.
 */
export function firstPaintPreloads(options: FirstPaintPreloadOptions): Plugin {
  let root = "";
  let base = "/";
  return {
    name: "bitelog:first-paint-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        if (!html.includes(PLACEHOLDER))
          throw new Error(`first-paint preloads: index.html has no ${PLACEHOLDER}`);
        const files = firstPaintFiles(bundle, { root, base, ...options });
        if (Object.keys(files.catalogs).length === 0)
          throw new Error("first-paint preloads: no catalog chunks");
        const script = `<script data-first-paint-preloads>${preloadScript(files)}</script>`;
        return html.replace(PLACEHOLDER, () => script);
      },
    },
  };
}
