import { readdirSync, readFileSync } from "node:fs";

/** Where the lead's Lingui catalogs live (packages/i18n). */
const LOCALES = new URL("../../../../packages/i18n/locales/", import.meta.url);

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string;
}

/**
 * A language's messages as the app shows them, id → text, read from its .po files (Lingui writes
 * `msgid "<id>"` then `msgstr "<text>"`, a long text possibly continued on `"…"` lines).
 */
export function readCatalog(language: string): Record<string, string> {
  const folder = new URL(`${language}/`, LOCALES);
  const lines = readdirSync(folder)
    .filter((file) => file.endsWith(".po"))
    .flatMap((file) => readFileSync(new URL(file, folder), "utf8").split("\n"));
  const messages: Record<string, string> = {};
  let id: string | null = null;
  let field: "id" | "text" | null = null;
  for (const line of lines) {
    if (line.startsWith("msgid ")) {
      id = unquote(line);
      field = "id";
    } else if (line.startsWith("msgstr ") && id !== null) {
      messages[id] = unquote(line);
      field = "text";
    } else if (line.startsWith('"') && id !== null) {
      if (field === "id") id += unquote(line);
      else if (field === "text") messages[id] = (messages[id] ?? "") + unquote(line);
    } else {
      field = null;
    }
  }
  delete messages[""]; // The header.
  return messages;
}

/** One message of a language's catalog; a test that names a missing id fails here, saying which. */
export function message(language: string, id: string): string {
  const text = readCatalog(language)[id];
  if (!text) throw new Error(`No "${id}" text in the ${language} catalog`);
  return text;
}

/** Same spacing everywhere, so text broken over lines in the page compares with the catalog's. */
export function normalize(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A catalog message with its {placeholders} filled in, as the page shows it. */
export function filled(language: string, id: string, values: Record<string, string> = {}): string {
  return normalize(
    message(language, id).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`),
  );
}
