/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone; UTC when the zone is unknown or invalid. */
export function dayIn(instant: Date, timeZone: string | null | undefined): string | null {
  if (Number.isNaN(instant.getTime())) return null;
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone: timeZone ?? "UTC",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(instant);
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
