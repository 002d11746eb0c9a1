/**
 * Characters that show nothing: spaces of every width, controls, formatting marks (zero-width
 * space and joiners, the byte order mark, soft hyphens) and the other code points Unicode says
 * to ignore when not supported (Hangul fillers, variation selectors).
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** Whether `text` has at least one character a reader can see: a name made of none would look empty. */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(INVISIBLE, "").length > 0;
}
