import { scriptHash } from "../security-headers";

/**
 * The shared page's whole stylesheet, inline (one request fewer on a phone) and allowed by its
 * hash alone: system fonts, light and dark by the viewer's setting, one column.
 */
export const SHARE_PAGE_CSS = `
:root{color-scheme:light dark;--bg:#faf8f5;--fg:#1c1917;--muted:#57534e;--card:#fff;--line:#e7e5e4;--accent:#b45309;--star:#b45309;--water:#cfe3ef;--land:#efe9df}
@media (prefers-color-scheme:dark){:root{--bg:#1c1917;--fg:#f5f5f4;--muted:#d6d3d1;--card:#292524;--line:#44403c;--accent:#fbbf24;--star:#fbbf24;--water:#1e3a4c;--land:#3a332c}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:0 auto;padding:1.25rem 1rem 2rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .5rem;overflow-wrap:anywhere}
h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
.facts{margin:0;color:var(--muted)}
.stars{color:var(--star);letter-spacing:.1em}
a{color:var(--accent);text-underline-offset:.2em}
a:focus-visible{outline:3px solid var(--accent);outline-offset:2px;border-radius:2px}
.comment{white-space:pre-line;background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1rem;margin:1.25rem 0 0;overflow-wrap:anywhere}
.map{display:block;width:100%;height:auto;margin:1.25rem 0 0;border:1px solid var(--line);border-radius:.75rem}
.map .water{fill:var(--water)}
.map .land{fill:var(--land)}
.map .pin{fill:var(--accent);stroke:var(--bg);stroke-width:3}
.map .town{fill:var(--accent);fill-opacity:.18;stroke:var(--accent);stroke-width:2;stroke-dasharray:6 4}
.photos{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.photos a,.photos picture{display:block}
.photos img{display:block;width:100%;height:auto;border-radius:.75rem;background:var(--line)}
footer{max-width:40rem;margin:0 auto;padding:1rem 1rem 2rem;border-top:1px solid var(--line);color:var(--muted);font-size:.9rem}
`.trim();

export const SHARE_PAGE_CSS_HASH = scriptHash(SHARE_PAGE_CSS);
