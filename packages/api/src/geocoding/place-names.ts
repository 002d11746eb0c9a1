/** The words of a text, lower case and without accents or punctuation: "Saint-Étienne" → "saint etienne". */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

/** A name as the gazetteer keys it: its words joined by spaces. */
export function foldedName(name: string): string {
  return wordsOf(name).join(" ");
}
