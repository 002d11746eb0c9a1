/**
 * Writes src/search-fold-table.gen.ts from the unaccent dictionary the embedded PostgreSQL
 * (PGlite) ships, so that foldText folds as the database's search_fold does. Only what differs
 * from stripping combining marks is written: the rules' own answers, and the characters that
 * stripping would change but the dictionary keeps.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// PGlite's entry point sits in dist/, beside the extensions' archives.
const pgliteDist = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
const rulesText = execFileSync("tar", [
  "-xzOf",
  join(pgliteDist, "unaccent.tar.gz"),
  "share/postgresql/tsearch_data/unaccent.rules",
]).toString("utf8");

/** unaccent's rule file: source, whitespace, translation (maybe quoted); no translation deletes. */
function parseRules(text: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const line of text.split("\n")) {
    const match = /^(\S+)(?:[ \t]+(.*?))?\s*$/u.exec(line);
    if (!match?.[1]) continue;
    const raw = match[2] ?? "";
    const quoted = /^"((?:[^"\\]|\\.)*)"$/u.exec(raw);
    rules.set(match[1], quoted?.[1] ? quoted[1].replace(/\\(.)/gu, "$1") : raw);
  }
  return rules;
}

const stripMarks = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
const rules = parseRules(rulesText);
const translated: Record<string, string> = {};
for (const [source, target] of rules) {
  if (String.fromCodePoint(source.codePointAt(0) ?? 0) !== source)
    throw new Error(`A rule for more than one character: ${source}`);
  if (stripMarks(source) !== target) translated[source] = target;
}
/** The code points that stripping would change and the dictionary keeps, as a regex's ranges. */
const keptRanges: [number, number][] = [];
for (let code = 0; code <= 0x10ffff; code += 1) {
  if (code >= 0xd800 && code <= 0xdfff) continue;
  const character = String.fromCodePoint(code);
  if (rules.has(character) || stripMarks(character) === character) continue;
  const last = keptRanges[keptRanges.length - 1];
  if (last?.[1] === code - 1) last[1] = code;
  else keptRanges.push([code, code]);
}
const escape = (code: number) => `\\u{${code.toString(16)}}`;
const keptClass = keptRanges
  .map(([first, last]) => (first === last ? escape(first) : `${escape(first)}-${escape(last)}`))
  .join("");

writeFileSync(
  new URL("../src/search-fold-table.gen.ts", import.meta.url),
  `// Made by scripts/write-search-fold-table.ts from PGlite's unaccent.rules; do not edit.\n` +
    `export const TRANSLATED: Readonly<Record<string, string>> = ${JSON.stringify(translated)};\n` +
    `export const KEPT = /[${keptClass}]/u;\n`,
);
