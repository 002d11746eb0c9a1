import { z } from "zod";

/** A year of visits; none: all time. Visit dates are years 1 to 9999 (PostgreSQL has no year 0). */
export const insightsInput = z.object({
  year: z.number("must be a year such as 2026").int("must be a whole year").min(1).max(9999).optional(),
});

export type InsightsInput = z.output<typeof insightsInput>;

const count = z.number().int().nonnegative();
/** An average of 1–5 stars; null when nothing was rated. */
const averageRating = z.number().min(1).max(5).nullable();

/** The figures of a year (or of all time), in the shape of GET /api/insights (issue 35). */
export const yearInsightsSchema = z.object({
  visits: count,
  /** Distinct places: the same name at the same address (case aside). */
  places: count,
  /** Places whose first visit ever falls in the year. */
  new_places: count,
  average_rating: averageRating,
  /** Every month of the year ("2026-01"); for all time, from the first visit's month to the last's. */
  by_month: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), visits: count })),
  ratings: z.object({ "1": count, "2": count, "3": count, "4": count, "5": count, none: count }),
  /** ISO weekdays, Monday = 1, all seven. */
  weekdays: z.array(z.object({ weekday: z.number().int().min(1).max(7), visits: count })),
  /** Most visits first, then the best average. */
  top_places: z.array(
    z.object({
      restaurant_name: z.string(),
      restaurant_address: z.string().nullable(),
      visits: count,
      average_rating: averageRating,
    }),
  ),
  /** The best-rated visit to a place first visited in the year. */
  best_new_place: z
    .object({
      restaurant_name: z.string(),
      restaurant_address: z.string().nullable(),
      rating: z.number().int().min(1).max(5),
      entry_id: z.string(),
    })
    .nullable(),
  cities: z.array(z.object({ city: z.string(), country: z.string(), visits: count })),
  /** ISO 3166-1 alpha-2 codes. */
  countries: z.array(z.object({ country: z.string().regex(/^[A-Z]{2}$/), visits: count })),
  /** Dishes of visits marked "would get again", most repeated first. */
  dishes_again: z.array(z.object({ dish: z.string(), times: count })),
  /** The longest run of consecutive ISO weeks (Monday to Sunday) with a visit. */
  longest_streak_weeks: count,
  /** The years with visits, newest first. */
  years: z.array(z.number().int()),
});

export type YearInsights = z.infer<typeof yearInsightsSchema>;

/** Visits on today's month and day (in the account's time zone) in earlier years. */
export const onThisDaySchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      restaurant_name: z.string(),
      visit_date: z.string(),
      rating: z.number().int().min(1).max(5).nullable(),
      years_ago: z.number().int().positive(),
    }),
  ),
});

export type OnThisDay = z.infer<typeof onThisDaySchema>;
