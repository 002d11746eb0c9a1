import { KEPT, TRANSLATED } from "./search-fold-table.gen";

/** A character without its combining marks ("é" → "e"), the way most of unaccent's rules read. */
const withoutMarks = (character: string) =>
  character.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");

/**
 * Lower case without accents, as the database's search_fold folds (lower(unaccent(…)), 0008):
 * "cafe" finds "Café", "strasse" finds "Straße" and "ol" finds "Øl", offline as online. The
 * dictionary's answers that differ from dropping marks come from its own rules (search-fold-table.gen.ts).
 */
export function foldText(text: string): string {
  let folded = "";
  for (const character of text) {
    folded += TRANSLATED[character] ?? (KEPT.test(character) ? character : withoutMarks(character));
  }
  return folded.toLowerCase();
}
