/**
 * Formatters by time zone, each made once: a formatter holds native (ICU) memory, which one per
 * date would pile up over a file of thousands of dates. Bounded, as a file names the zones.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_DAY_FORMATS = 1000;

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // Throws for a zone Intl does not know.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    if (dayFormats.size >= MAX_DAY_FORMATS) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone; UTC when the zone is unknown or invalid. */
export function dayIn(instant: Date, timeZone: string | null | undefined): string | null {
  if (Number.isNaN(instant.getTime())) return null;
  try {
    return dayFormat(timeZone ?? "UTC").format(instant);
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

/** A text or number as an instant, or null. */
export function instantOf(value: unknown): Date | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
