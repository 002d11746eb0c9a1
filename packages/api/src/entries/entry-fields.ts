import { z } from "zod";

import { ENTRY_TEXT_LIMITS, hasVisibleCharacter, RATING_MAX, RATING_MIN } from "@bitelog/config";

/**
 * Optional text: trimmed, and empty (what a form sends for a field left blank) means none. Absent
 * stays absent, for the fields an update keeps when a client leaves them out.
 */
export const keptText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, `must be at most ${maxLength} characters`)
    .nullish()
    .transform((value) => (value === "" ? null : value));

/** Optional text whose absence means none. */
export const optionalText = (maxLength: number) => keptText(maxLength).transform((value) => value ?? null);

/** A coordinate, or null for none; absent stays absent (an update that keeps the position). */
export const keptCoordinate = (limit: number) =>
  z
    .number()
    .min(-limit, `must be between -${limit} and ${limit}`)
    .max(limit, `must be between -${limit} and ${limit}`)
    .nullish();

const coordinate = (limit: number) => keptCoordinate(limit).transform((value) => value ?? null);

/** "YYYY-MM-DD" naming a day that exists (zod's ISO date checks month lengths and leap years). */
const visitDateSchema = z.iso
  .date("must be a date written YYYY-MM-DD")
  // PostgreSQL has no year 0, and a diary has no use for it.
  .refine((date) => !date.startsWith("0000"), "must be a real calendar date");

/** docs/product.md §5: none, or 1 to 5 stars; empty means none. */
const ratingSchema = z
  .union(
    [
      z.literal(""),
      z
        .number()
        .int(`must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
        .min(RATING_MIN, `must be from ${RATING_MIN} to ${RATING_MAX}`)
        .max(RATING_MAX, `must be from ${RATING_MIN} to ${RATING_MAX}`),
    ],
    { error: `must be a whole number from ${RATING_MIN} to ${RATING_MAX}, or empty` },
  )
  .nullish()
  .transform((value) => (value === "" || value === undefined ? null : value));

/**
 * The write payload of docs/product.md §3, shared by create and update. An update replaces the whole entry
 * (issue 31): every optional field left out is cleared, as on a create, so one rule holds for all.
 */
export const entryFieldsShape = {
  restaurantName: z
    .string("is required")
    .trim()
    .max(ENTRY_TEXT_LIMITS.restaurantName, `must be at most ${ENTRY_TEXT_LIMITS.restaurantName} characters`)
    // Trimming leaves zero-width and other invisible characters, which would save a name that looks empty.
    .refine(hasVisibleCharacter, "is required (at least one visible character)"),
  restaurantAddress: optionalText(ENTRY_TEXT_LIMITS.restaurantAddress),
  restaurantLatitude: coordinate(90),
  restaurantLongitude: coordinate(180),
  visitDate: visitDateSchema,
  rating: ratingSchema,
  comment: optionalText(ENTRY_TEXT_LIMITS.comment),
  /** The dishes of the visit (issue 18). */
  whatYouHad: optionalText(ENTRY_TEXT_LIMITS.whatYouHad),
  /** Yes, no, or null (or absent): not said. */
  wouldGetAgain: z
    .boolean("must be true, false or null")
    .nullish()
    .transform((value) => value ?? null),
  thingsToRemember: optionalText(ENTRY_TEXT_LIMITS.thingsToRemember),
};

/**
 * A position is a pair: one coordinate without the other is refused, naming the missing one. Both
 * absent (undefined) is an update that keeps the position; one absent and the other null is refused
 * too, as it would clear half of it.
 */
export function requireCoordinatePair(
  entry: { restaurantLatitude?: number | null | undefined; restaurantLongitude?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  const { restaurantLatitude: latitude, restaurantLongitude: longitude } = entry;
  const given = (coordinate: number | null | undefined) => typeof coordinate === "number";
  if (given(latitude) === given(longitude) && (latitude === undefined) === (longitude === undefined)) return;
  const latitudeMissing = !given(latitude) && !(latitude === null && longitude === undefined);
  ctx.addIssue({
    code: "custom",
    path: [latitudeMissing ? "restaurantLatitude" : "restaurantLongitude"],
    message: "latitude and longitude must be given together",
  });
}

export const createEntryInput = z.object(entryFieldsShape).superRefine(requireCoordinatePair);
