/**
 * Readers of a route's search parameters (TanStack Router's validateSearch) without a schema
 * library, which the first paint would otherwise load: a value that does not fit is dropped, so a
 * mangled link opens the page as if the parameter were absent.
 */

/** The parameter when it is one of `values`. */
export function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The parameter when it is text (of at most `maxLength` characters). */
export function text(value: unknown, maxLength = Infinity): string | undefined {
  return typeof value === "string" && value.length <= maxLength ? value : undefined;
}

/** The parameter when it is a number from `min` to `max` (a whole one when `whole`). */
export function numberWithin(value: unknown, min: number, max: number, whole = false): number | undefined {
  return typeof value === "number" && value >= min && value <= max && (!whole || Number.isInteger(value))
    ? value
    : undefined;
}

/** A parameter that is on (`true`) or absent. */
export function flag(value: unknown): true | undefined {
  return value === true ? true : undefined;
}
