import { sql } from "kysely";

/**
 * The text the trigram index covers: name, address and comment joined by a unit separator (so a
 * term never matches across two fields), lowercased, stored with the row (0006_search_pages).
 */
export const searchDocument = sql<string>`journal_entries.search_document`;

/** Escapes LIKE wildcards so a user's term is matched literally. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Whether an entry's search document contains `term`, case-insensitively and literally: the term
 * is lowercased by the same lower() as the document (ILIKE too lowercases both, for every row).
 */
export function containsTerm(term: string) {
  return sql<boolean>`${searchDocument} like lower(${likeContains(term)})`;
}
