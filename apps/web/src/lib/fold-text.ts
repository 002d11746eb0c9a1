/** Lower case without accents, so that "cafe" finds "Café" and "CAFÉ" is the same name as "café". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
