import { formats } from "@lingui/core";

/**
 * A visit date ("YYYY-MM-DD", a calendar day with no time) in the reader's language. Formatted as
 * that day in UTC so no time zone can move it to the day before or after.
 */
export function formatVisitDate(
  visitDate: string,
  locale: string,
  style: "long" | "medium" = "long",
): string {
  const [year, month, day] = visitDate.split("-").map(Number) as [number, number, number];
  // Lingui keeps each format it makes: a list formats a date per entry.
  return formats.date(locale, new Date(Date.UTC(year, month - 1, day)), {
    dateStyle: style,
    timeZone: "UTC",
  });
}

/** Today as "YYYY-MM-DD" in the given time zone (the user's, else the browser's). */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: timeZone ?? undefined,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A maps search for the address (docs/product.md §2: the address links to a maps search). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
