/** The names and numbers of the insights screen, in the reader's language (Intl). */

/** "2026-03" as the month's name ("March", "mars"); `short` for a chart's axis ("Mar"). */
export function monthName(month: string, locale: string, style: "long" | "short" = "long"): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  // Formatted in UTC so no time zone can move the first of the month into the month before.
  return new Intl.DateTimeFormat(locale, { month: style, timeZone: "UTC" }).format(
    new Date(Date.UTC(year, index - 1, 1)),
  );
}

/** An ISO weekday (1 Monday … 7 Sunday) as its name in the language. */
export function weekdayName(weekday: number, locale: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

/** A count in the language's digits and grouping ("1,234", "1 234"). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** An average rating with one decimal ("4.5", "4,5"). */
export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A country's name in the language, from its ISO 3166-1 alpha-2 code; the code when unknown. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames(locale, { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The weekdays with the most visits (several when tied); none when there are no visits. */
export function busiestWeekdays(weekdays: { weekday: number; visits: number }[]): number[] {
  const most = Math.max(0, ...weekdays.map(({ visits }) => visits));
  return most === 0 ? [] : weekdays.filter(({ visits }) => visits === most).map(({ weekday }) => weekday);
}
