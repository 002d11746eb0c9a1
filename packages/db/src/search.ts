import { sql } from "kysely";

/**
 * The text the trigram index covers: name, address, comment, what was eaten and the things to
 * remember, joined by a unit separator (so a term never matches across two fields), lowercased and
 * without accents (search_fold), stored with the row (0011_dishes).
 */
export const searchDocument = sql<string>`journal_entries.search_document`;

/**
 * Whether an entry's search document contains `term`, regardless of case and accents, and
 * literally: the term is folded by the same search_fold as the document, and its LIKE wildcards
 * escaped after folding (the dictionary turns a full-width "％" into "%").
 */
export function containsTerm(term: string) {
  return sql<boolean>`${searchDocument} like '%' || replace(replace(replace(search_fold(${term}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}
