import type { Page } from "playwright-core";

import { readCatalog } from "./catalog";

/** Same spacing everywhere, so text broken over lines or joined by no-break spaces still compares. */
function normalize(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Everything a person can read or hear on the page: the tab title, the text, the accessible labels. */
export async function readableText(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    const attributes = ["aria-label", "alt", "title", "placeholder"];
    const labels = [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")].flatMap(
      (element) => attributes.map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, document.body.innerText, ...labels].join("\n");
  });
  return normalize(text);
}

/** The literal stretches of an English message (between its {placeholders} and <0> tags) of 3+ words. */
function englishPhrases(message: string): string[] {
  return message
    .split(/\{[^}]*\}|<\/?\d+>/)
    .map(normalize)
    .filter((phrase) => phrase.split(" ").length >= 3);
}

/**
 * Finds English left on a page shown in `language`: any phrase of 3+ words of the English catalog
 * that the page shows verbatim, unless that language's own messages use it too (brand names and the
 * like, such as "Google Maps/Google Earth"); and any message id shown instead of its text.
 */
export function untranslatedFinder(language: string): (pageText: string) => string[] {
  const english = readCatalog("en");
  const ownText = normalize(Object.values(readCatalog(language)).join("\n"));
  const phrases =
    language === "en"
      ? []
      : [...new Set(Object.values(english).flatMap(englishPhrases))].filter(
          (phrase) => !ownText.includes(phrase),
        );
  const ids = new Set(Object.keys(english));
  return (pageText) => [
    ...phrases.filter((phrase) => pageText.includes(phrase)),
    ...(pageText.match(/\b[a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+\b/g) ?? []).filter((word) => ids.has(word)),
  ];
}
