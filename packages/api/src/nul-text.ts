/**
 * Where the first string of a call's input holding U+0000 is ("comment", "photoUrlsToDelete.1",
 * "" for the input itself), if one does: PostgreSQL's text can neither store nor compare that
 * character, so the call would otherwise fail in the database with a 500.
 */
export function nulTextField(value: unknown, path: readonly (string | number)[] = []): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") : undefined;
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype
      ? Object.entries(value)
      : [];
  for (const [key, child] of children) {
    const field = nulTextField(child, [...path, key]);
    if (field !== undefined) return field;
  }
  return undefined;
}
