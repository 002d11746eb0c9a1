import { KEPT, TRANSLATED } from "./search-fold-table.gen";

/** A character without its combining marks ("é" → "e"), the way most of unaccent's rules read. */
const withoutMarks = (character: string) =>
  character.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");

const BEYOND_ASCII = /[\u0080-\u{10ffff}]/u;

/**
 * Lower case without accents, as the database's search_fold folds (lower(unaccent(…)), 0008):
 * "cafe" finds "Café", "strasse" finds "Straße" and "ol" finds "Øl", offline as online. The
 * dictionary's answers that differ from dropping marks come from its own rules (search-fold-table.gen.ts).
 */
export function foldText(text: string): string {
  // The dictionary has no rule for an ASCII character, nor has one a mark: most names and
  // addresses need no look-up at all (the API's search-fold test compares every one).
  if (!BEYOND_ASCII.test(text)) return text.toLowerCase();
  let folded = "";
  for (const character of text) {
    folded +=
      character < "\u0080"
        ? character
        : (TRANSLATED[character] ?? (KEPT.test(character) ? character : withoutMarks(character)));
  }
  return folded.toLowerCase();
}
