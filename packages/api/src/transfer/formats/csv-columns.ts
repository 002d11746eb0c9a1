import { parse } from "csv-parse/sync";

import type { Language } from "@bitelog/config";
import { RATING_MAX, RATING_MIN } from "@bitelog/config";
import { textsInEveryLanguage } from "@bitelog/i18n/labels";

import type { ImportCandidate } from "../import-entries";
import type { ColumnChoice, RatingScale, ReadOptions } from "./types";
import { AppError } from "../../errors";
import { fromFormulaSafe } from "../csv-cells";

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
 * (already folded by headerKey). "note" is the French word for a rating and the English one for a
 * note: see NOTE_KEY. Our own export's headers (restaurant_name, visit_date, …) fold into these too.
 */
// prettier-ignore
const HEADER_NAMES: Record<Field, readonly string[]> = {
  restaurantName: [
    "name", "restaurant", "restaurantname", "place", "venue", "title", "placename", "venuename",
    "businessname", "spot",
    "nombre", "restaurante", "nombredelrestaurante", "lugar", "local", "nombredellugar", "establecimiento",
    "nom", "nomdurestaurant", "lieu", "nomdulieu", "etablissement",
    "gaststatte", "lokal", "ort", "namedesrestaurants", "ortsname",
    "nome", "ristorante", "nomedelristorante", "locale", "nomedelluogo", "luogo",
    "nomedorestaurante", "nomedolocal",
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
    "date", "visitdate", "visited", "visitedon", "dateofvisit", "day", "when", "datevisited", "visitedat",
    "createdat", "created", "checkindate", "checkin", "checkedin", "checkedinat", "dateadded", "timestamp",
    "fecha", "fechadevisita", "fechadelavisita", "visitado", "visitadoel", "fechadecreacion", "fechadecheckin",
    "datedevisite", "datedelavisite", "visite", "jour", "visitele", "datedecreation", "creele",
    "datum", "besuchsdatum", "besucht", "besuchtam", "erstelltam", "eincheckdatum",
    "data", "datadivisita", "datadellavisita", "visitato", "visitatoil", "datadicreazione", "creatoil",
    "datadavisita", "visitadoem", "datadecriacao", "criadoem",
  ],
  rating: [
    "rating", "stars", "score", "grade", "myrating", "yourrating", "rate",
    "valoracion", "puntuacion", "estrellas", "calificacion",
    "etoiles", "evaluation",
    "bewertung", "sterne", "wertung",
    "valutazione", "stelle", "voto", "punteggio",
    "avaliacao", "estrelas", "nota", "classificacao",
  ],
  comment: [
    "comment", "comments", "notes", "review", "description", "memo", "shout", "text", "tip",
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

/**
 * "4", "4.5", "4,5", "8.7/10": the number a rating cell holds, converted to stars by the file's
 * scale afterwards; stars drawn ("★★★★") stay as they are, always out of 5; anything else is passed
 * on for the schema to refuse.
 */
function rating(value: string): number | string | null {
  const text = value.trim();
  if (text === "") return null;
  const match = /^(\d+(?:[.,]\d+)?)\s*(?:\/\s*(?:5|10|100))?$/.exec(text);
  return match?.[1] ? Number(match[1].replace(",", ".")) : text;
}

const DRAWN_STARS = /^★+☆*$/;

/** The scale a file's ratings are written on: the smallest of 5, 10 and 100 that holds them all. */
function scaleOf(values: readonly unknown[]): RatingScale {
  const top = Math.max(0, ...values.filter((value): value is number => typeof value === "number"));
  return top > 10 ? 100 : top > 5 ? 10 : 5;
}

/**
 * A rating on `scale` as whole stars (drawn stars counted), half stars rounded up; a 0 out of 10 or 100 is the lowest
 * star, a number past the scale is passed on for the schema to refuse.
 */
function toStars(value: unknown, scale: RatingScale): unknown {
  if (typeof value === "string" && DRAWN_STARS.test(value)) return value.replace(/☆/g, "").length;
  if (typeof value !== "number" || value > scale) return value;
  const stars = Math.round((value / scale) * RATING_MAX + Number.EPSILON);
  return scale === 5 && value < RATING_MIN ? value : Math.max(RATING_MIN, stars);
}

/** A cell that reads as a rating: a column headed "note" of such cells is a French rating, else notes. */
const RATING_LIKE = /^\s*(?:\d+(?:[.,]\d+)?\s*(?:\/\s*(?:5|10|100))?|★+☆*)?\s*$/;
const NOTE_KEY = "note";

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

/** A file refused as a whole; the message is English, a client explains a refusal by its `reason` or `code`. */
const badCsv = (message: string) => new AppError("BAD_REQUEST", { error: "Invalid import file", message });

/** A CSV's entries, and the columns it holds that the import does not read. */
export interface CsvJournal {
  candidates: ImportCandidate[];
  /** Headers matching no field, or a field an earlier column already gives: their cells are not read. */
  ignoredColumns: string[];
  /** The scale its ratings were read on: chosen, or the smallest that holds them; none without a rating column. */
  ratingScale?: RatingScale;
}

const CHOICE_FIELDS: Record<keyof ColumnChoice, Field> = {
  name: "restaurantName",
  date: "visitDate",
  address: "restaurantAddress",
  rating: "rating",
  comment: "comment",
  whatYouHad: "whatYouHad",
};

/** The field of each column: the person's choice where made, else the header's name. */
function fieldsOf(
  header: readonly string[],
  rows: readonly string[][],
  words: Vocabulary,
  columns?: ColumnChoice,
) {
  if (columns) {
    const chosen = new Map<string, Field>();
    for (const [key, headerName] of Object.entries(columns)) {
      if (headerName) chosen.set(headerName, CHOICE_FIELDS[key as keyof ColumnChoice]);
    }
    const unknown = [...chosen.keys()].filter((name) => !header.includes(name));
    if (unknown.length > 0) {
      throw badCsv(
        `The chosen columns ${unknown.join(", ")} are not in the file; found: ${header.join(", ")}.`,
      );
    }
    return header.map((name) => chosen.get(name));
  }
  const named = header.map((name, column): Field | undefined => {
    const key = headerKey(name);
    if (key !== NOTE_KEY) return words.fieldOfHeader.get(key);
    return rows.every((row) => RATING_LIKE.test(row[column] ?? "")) ? "rating" : "comment";
  });
  // The first column of a meaning wins over a later one of the same meaning.
  return named.map((field, column) => (field && named.indexOf(field) === column ? field : undefined));
}

/**
 * A CSV with a header row as import candidates, one per data row, named by the row's line in a
 * spreadsheet (the header is row 1). Columns are matched by name (see HEADER_NAMES and LABEL_IDS)
 * or as the person mapped them; the others are answered as ignored. A file with no name or date
 * column is refused as a whole with code COLUMN_MAPPING_NEEDED and its headers, for the person to
 * map them. Ratings are converted to stars from their scale. A cell kept from running as a formula
 * (see csv-cells) is read as the text it was.
 */
export async function readCsv(
  text: string,
  options: Pick<ReadOptions, "language" | "ratingScale" | "columns">,
  maxRows: number,
): Promise<CsvJournal> {
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
  const fields = fieldsOf(header, rows, words, options.columns);
  const missing = (
    [
      ["restaurantName", "a name (name, restaurant…)"],
      ["visitDate", "a date (date, visited…)"],
    ] as const
  ).filter(([required]) => !fields.includes(required));
  if (missing.length > 0) {
    throw new AppError("BAD_REQUEST", {
      error: "Invalid import file",
      message: `The CSV file needs a header row with a column for ${missing.map(([, label]) => label).join(" and ")}; found: ${header.join(", ")}. Choose its columns (form field \`columns\`).`,
      reason: "missingColumns",
      code: "COLUMN_MAPPING_NEEDED",
      headers: header,
    });
  }
  const entries = rows.map((row) => {
    const entry: Partial<Record<Field, unknown>> = {};
    row.forEach((value, column) => {
      const field = fields[column];
      if (field) entry[field] = CONVERT[field](fromFormulaSafe(value), options.language, words);
    });
    return entry;
  });
  const ratingScale = options.ratingScale ?? scaleOf(entries.map((entry) => entry.rating));
  const candidates = entries.map((entry, index) => ({
    ref: String(index + 2),
    fields: "rating" in entry ? { ...entry, rating: toStars(entry.rating, ratingScale) } : entry,
  }));
  const ignoredColumns = header.filter((name, column) => !fields[column] && name.trim() !== "");
  return { candidates, ignoredColumns, ...(fields.includes("rating") ? { ratingScale } : {}) };
}
