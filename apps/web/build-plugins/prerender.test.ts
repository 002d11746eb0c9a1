import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { prerenderedFileName, prerenderedHtml } from "./prerender";

const INDEX_HTML = readFileSync(`${import.meta.dirname}/../index.html`, "utf8");

describe("prerenderedHtml", () => {
  const page = {
    path: "/",
    language: "de",
    title: "Bitelog · Essen & Trinken",
    markup: "<main><h1>Hallo</h1></main>",
  };

  it("puts the page into #root, marked with its path, with its language and title, and keeps the head", () => {
    const html = prerenderedHtml(INDEX_HTML, page);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Bitelog · Essen &amp; Trinken</title>");
    expect(html).toContain('<div id="root" data-prerendered="/"><main><h1>Hallo</h1></main></div>');
    expect(html).not.toContain("Loading...");
    // The inline scripts the server allows by their hashes are those of index.html.
    const head = (text: string) => text.slice(text.indexOf("<script"), text.indexOf("</head>"));
    expect(head(html)).toBe(head(INDEX_HTML));
  });

  it("refuses an index.html without the placeholder it fills", () => {
    expect(() => prerenderedHtml(INDEX_HTML.replace("Loading...", "Wait"), page)).toThrow(/#root/);
  });
});

describe("prerenderedFileName", () => {
  it("names the landing page index, any other page by its path, and the kind of site it shows after it", () => {
    expect(prerenderedFileName({ path: "/" })).toBe("index.html");
    expect(prerenderedFileName({ path: "/terms" })).toBe("terms.html");
    expect(prerenderedFileName({ path: "/privacy", settings: "open-photon" })).toBe(
      "privacy.open-photon.html",
    );
  });
});
