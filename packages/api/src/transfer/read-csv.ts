import { parse } from "csv-parse/sync";

import type { Language } from "@bitelog/config";
import { textsInEveryLanguage } from "@bitelog/i18n/labels";

import type { ImportCandidate } from "./import-entries";
import { AppError } from "../errors";
import { fromFormulaSafe } from "./csv-cells";

type Field =
  | "restaurantName"
  | "restaurantAddress"
  | "restaurantLatitude"
  | "restaurantLongitude"
  | "locationPrecision"
  | "visitDate"
  | "rating"
  | "comment"
  | "whatYouHad"
  | "wouldGetAgain"
  | "thingsToRemember";

/** A header as compared: lowercased, letters and digits only, without accents. */
const headerKey = (header: string) =>
  header
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

/**
 * The names each field's column goes by, in the six languages and in the apps people export from
 * (already folded by headerKey). "note" is the French word for a rating; notes in English are
 * "notes". Our own export's headers (restaurant_name, visit_date, …) fold into these too.
 */
// prettier-ignore
const HEADER_NAMES: Record<Field, readonly string[]> = {
  restaurantName: [
    "name", "restaurant", "restaurantname", "place", "venue", "title",
    "nombre", "restaurante", "nombredelrestaurante", "lugar", "local",
    "nom", "nomdurestaurant", "lieu",
    "gaststatte", "lokal", "ort",
    "nome", "ristorante", "nomedelristorante", "locale",
    "nomedorestaurante",
  ],
  restaurantAddress: [
    "address", "restaurantaddress", "fulladdress", "location",
    "direccion", "domicilio", "adresse", "anschrift", "indirizzo", "endereco", "morada",
  ],
  restaurantLatitude: ["latitude", "restaurantlatitude", "lat", "latitud", "breitengrad", "breite", "latitudine"],
  restaurantLongitude: [
    "longitude", "restaurantlongitude", "lng", "lon", "long", "longitud", "langengrad", "lange", "longitudine",
  ],
  locationPrecision: ["locationprecision", "precision"],
  visitDate: [
    "date", "visitdate", "visited", "visitedon", "dateofvisit", "day", "when",
    "fecha", "fechadevisita", "fechadelavisita", "visitado",
    "datedevisite", "datedelavisite", "visite", "jour",
    "datum", "besuchsdatum", "besucht", "besuchtam",
    "data", "datadivisita", "datadellavisita", "visitato",
    "datadavisita", "visitadoem",
  ],
  rating: [
    "rating", "stars", "score", "grade", "myrating",
    "valoracion", "puntuacion", "estrellas", "calificacion",
    "note", "etoiles", "evaluation",
    "bewertung", "sterne", "wertung",
    "valutazione", "stelle", "voto", "punteggio",
    "avaliacao", "estrelas", "nota", "classificacao",
  ],
  comment: [
    "comment", "comments", "notes", "review", "description", "memo",
    "comentario", "comentarios", "notas", "resena", "opinion",
    "commentaire", "commentaires", "avis", "remarques",
    "kommentar", "kommentare", "notizen", "bemerkung", "bemerkungen",
    "commento", "commenti", "recensione",
    "observacoes", "observacao",
  ],
  whatYouHad: [
    "whatyouhad", "dishes", "dish", "ordered", "whatihad", "food", "meal",
    "platos", "plato", "loquepediste", "comida",
    "plats", "plat", "cequevousavezpris",
    "gerichte", "gericht", "wasduhattest", "essen",
    "piatti", "piatto", "cosahaipreso",
    "pratos", "prato", "oquevocepediu",
  ],
  wouldGetAgain: [
    "wouldgetagain", "again", "orderagain", "wouldorderagain", "getagain",
    "lovolveriaapedir", "volveria", "arependre", "areprendre", "reprendre",
    "wiederbestellen", "nochmal", "dariprendere", "riprenderei", "pediriadenovo",
  ],
  thingsToRemember: [
    "thingstoremember", "remember", "toremember", "reminders",
    "pararecordar", "recordar", "aretenir", "zummerken", "merken", "daricordare", "ricordare", "paralembrar",
  ],
};

/**
 * The labels the app itself shows for each field (the entry form's, the entry page's), in every
 * language: a spreadsheet typed from the screen heads its columns with them.
 */
const LABEL_IDS: Partial<Record<Field, readonly string[]>> = {
  restaurantName: ["entryForm.name"],
  restaurantAddress: ["entryForm.address", "entry.address"],
  visitDate: ["entryForm.date", "entry.visited"],
  rating: ["entryForm.rating", "entry.rating"],
  comment: ["entryForm.comment"],
  whatYouHad: ["entryForm.whatYouHad", "entry.whatYouHad"],
  wouldGetAgain: ["entryForm.wouldGetAgain", "entry.wouldGetAgain"],
  thingsToRemember: ["entryForm.thingsToRemember", "entry.thingsToRemember"],
};

const YES = ["yes", "y", "true", "1", "si", "sí", "oui", "ja", "sim", "x"];
const NO = ["no", "n", "false", "0", "non", "nein", "nao", "não"];

interface Vocabulary {
  fieldOfHeader: Map<string, Field>;
  yes: Set<string>;
  no: Set<string>;
}

let vocabulary: Promise<Vocabulary> | undefined;

/** The names above, then the app's own labels and yes/no in the six languages (the names above win a clash). */
function readVocabulary(): Promise<Vocabulary> {
  vocabulary ??= (async () => {
    const ids = [...Object.values(LABEL_IDS).flat(), "common.yes", "common.no"];
    const texts = await textsInEveryLanguage(ids);
    const fieldOfHeader = new Map<string, Field>();
    const named = (Object.entries(HEADER_NAMES) as [Field, readonly string[]][]).flatMap(([field, names]) =>
      names.map((name) => [name, field] as const),
    );
    const labelled = (Object.entries(LABEL_IDS) as [Field, readonly string[]][]).flatMap(
      ([field, labelIds]) =>
        labelIds.flatMap((id) => (texts.get(id) ?? []).map((label) => [headerKey(label), field] as const)),
    );
    for (const [key, field] of [...named, ...labelled]) {
      if (key !== "" && !fieldOfHeader.has(key)) fieldOfHeader.set(key, field);
    }
    const answers = (id: string, own: readonly string[]) =>
      new Set([...own, ...(texts.get(id) ?? []).map((text) => text.trim().toLowerCase())]);
    return { fieldOfHeader, yes: answers("common.yes", YES), no: answers("common.no", NO) };
  })();
  return vocabulary;
}

function yesOrNo(value: string, { yes, no }: Vocabulary): boolean | null {
  const answer = value.trim().toLowerCase();
  if (yes.has(answer)) return true;
  if (no.has(answer)) return false;
  return null;
}

/** "4", "4.0", "4,0", "4/5", "★★★★": a whole number of stars; anything else is passed on for the schema to refuse. */
function rating(value: string): number | string | null {
  const text = value.trim();
  if (text === "") return null;
  if (/^★+☆*$/.test(text)) return text.replace(/☆/g, "").length;
  const match = /^(\d+(?:[.,]0+)?)\s*(?:\/\s*5)?$/.exec(text);
  return match?.[1] ? Number.parseInt(match[1], 10) : text;
}

function coordinate(value: string): number | string | null {
  const text = value.trim().replace(",", ".");
  if (text === "") return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : value;
}

const pad = (n: string) => n.padStart(2, "0");

/**
 * A visit date in ISO form, from ISO (with or without a time) and the common local forms:
 * D/M/Y, D.M.Y and D-M-Y, or M/D/Y for English, which only the account's language tells apart
 * when both numbers could be a month (a first number above 12 is a day whatever the language).
 * Anything else is passed on for the schema to refuse with its message.
 */
export function visitDate(value: string, language: Language): string {
  const text = value.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(text);
  if (iso?.[1] && iso[2] && iso[3]) return `${iso[1]}-${pad(iso[2])}-${pad(iso[3])}`;
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (!local?.[1] || !local[2] || !local[3]) return text;
  const [first, second] = [Number(local[1]), Number(local[2])];
  const monthFirst = second > 12 || (first <= 12 && language === "en" && local[0].includes("/"));
  const [month, day] = monthFirst ? [local[1], local[2]] : [local[2], local[1]];
  return `${local[3]}-${pad(month)}-${pad(day)}`;
}

const CONVERT: Record<Field, (value: string, language: Language, words: Vocabulary) => unknown> = {
  restaurantName: (value) => value,
  restaurantAddress: (value) => value,
  restaurantLatitude: coordinate,
  restaurantLongitude: coordinate,
  locationPrecision: (value) => value.trim().toLowerCase() || null,
  visitDate,
  rating,
  comment: (value) => value,
  whatYouHad: (value) => value,
  wouldGetAgain: (value, _language, words) => yesOrNo(value, words),
  thingsToRemember: (value) => value,
};

/** The delimiter of the header line: commas, or semicolons (spreadsheets in most of Europe), or tabs. */
function delimiterOf(text: string): string {
  const header = text.slice(0, !text.includes("\n") ? undefined : text.indexOf("\n"));
  const counts = [",", ";", "\t"].map((delimiter) => [delimiter, header.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** `reason` names a refusal a client can explain in its own words (the message is English). */
const badCsv = (message: string, reason?: "missingColumns") =>
  new AppError("BAD_REQUEST", { error: "Invalid import file", message, ...(reason ? { reason } : {}) });

/** A CSV's entries, and the columns it holds that the import does not read. */
export interface CsvJournal {
  candidates: ImportCandidate[];
  /** Headers matching no field, or a field an earlier column already gives: their cells are not read. */
  ignoredColumns: string[];
}

/**
 * A CSV with a header row as import candidates, one per data row, named by the row's line in a
 * spreadsheet (the header is row 1). Columns are matched by name (see HEADER_NAMES and LABEL_IDS);
 * the others are answered as ignored, and a file with no name or date column is refused as a
 * whole. A cell kept from running as a formula (see csv-cells) is read as the text it was.
 */
export async function readCsv(text: string, language: Language, maxRows: number): Promise<CsvJournal> {
  const words = await readVocabulary();
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
      to_line: maxRows + 2,
    });
  } catch (error) {
    throw badCsv(`The CSV file could not be read: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header) throw badCsv("The CSV file is empty.");
  if (rows.length > maxRows) throw badCsv(`An import may hold at most ${maxRows} entries.`);
  // The first column of a meaning wins over a later one of the same meaning.
  const fields = header.map((name, column) => {
    const field = words.fieldOfHeader.get(headerKey(name));
    return field &&
      header.findIndex((other) => words.fieldOfHeader.get(headerKey(other)) === field) === column
      ? field
      : undefined;
  });
  for (const [required, label] of [
    ["restaurantName", "a name (name, restaurant…)"],
    ["visitDate", "a date (date, visited…)"],
  ] as const) {
    if (!fields.includes(required)) {
      throw badCsv(
        `The CSV file needs a header row with a column for ${label}; found: ${header.join(", ")}.`,
        "missingColumns",
      );
    }
  }
  const candidates = rows.map((row, index) => {
    const entry: Partial<Record<Field, unknown>> = {};
    row.forEach((value, column) => {
      const field = fields[column];
      if (field) entry[field] = CONVERT[field](fromFormulaSafe(value), language, words);
    });
    return { ref: String(index + 2), fields: entry };
  });
  const ignoredColumns = header.filter((name, column) => !fields[column] && name.trim() !== "");
  return { candidates, ignoredColumns };
}
