import { sql } from "kysely";

/**
 * The text the trigram index covers (name, address, comment joined by a unit separator, so a
 * term never matches across two fields). Must stay identical to the index expression in the
 * migrations; search.test.ts checks that the planner uses the index for it.
 */
export const SEARCH_DOCUMENT_SQL = `restaurant_name || E'\\x1f' || coalesce(restaurant_address, '') || E'\\x1f' || coalesce(comment, '')`;

export const searchDocument = sql<string>`(${sql.raw(SEARCH_DOCUMENT_SQL)})`;

/** Escapes LIKE wildcards so a user's term is matched literally. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
