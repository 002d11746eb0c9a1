import { z } from "zod";

/**
 * Where the first string of a call's input holding U+0000 is (["comment"], ["photoUrlsToDelete", 1],
 * [] for the input itself), if one does: PostgreSQL's text can neither store nor compare that
 * character, so the call would otherwise fail in the database with a 500.
 */
export function nulTextPath(
  value: unknown,
  path: readonly (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? [...path] : undefined;
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype
      ? Object.entries(value)
      : [];
  for (const [key, child] of children) {
    const found = nulTextPath(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Any input, refused where a string in it holds U+0000, as a schema refuses a bad field. */
export const nulFreeInput = z.unknown().superRefine((value, ctx) => {
  const path = nulTextPath(value);
  if (path) ctx.addIssue({ code: "custom", path, message: "must not contain the character U+0000" });
});
