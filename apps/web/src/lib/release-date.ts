/** A YYYY-MM-DD date in the reader's language, as that calendar day (no time-zone shift). */
export function formatReleaseDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
