/** A word with a digit is a street number or a postal code ("75001", "SW1A", "1100-053"). */
const HAS_DIGIT = /\d/;
/** A region's abbreviation beside the town ("CA", "RM", "NSW"). */
const REGION_CODE = /^\p{Lu}{2,3}$/u;

/**
 * The town of a free-text address, for a glance at where a place is: "12 Rue Cler, 75007 Paris,
 * France" → "Paris"; "1 Main St, Berkeley, CA 94704, USA" → "Berkeley". The address is written by
 * hand or by a geocoder, in any country's order, so this is a good guess, not a parse. Between the
 * street (the first part) and the country (the last, from three parts on): the part that holds a
 * postal code, without it (the town sits beside it in most countries), else the first part.
 */
export function localityOf(address: string | null): string | null {
  const parts = (address ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const candidates = parts.slice(1, parts.length >= 3 ? -1 : undefined).map((part) => {
    const words = part.split(/\s+/);
    const town = words.filter((word) => !HAS_DIGIT.test(word) && !REGION_CODE.test(word)).join(" ");
    return { town, postal: words.some((word) => HAS_DIGIT.test(word)) };
  });
  const beside = candidates.find(({ town, postal }) => postal && town);
  return beside?.town ?? candidates.find(({ town }) => town)?.town ?? null;
}
