import { z } from "zod";

import type { ImportCandidate } from "../import-entries";
import type { VenueRatingMapping } from "./types";

const venueSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  url: z.string().optional(),
});

const checkinSchema = z.looseObject({
  createdAt: z.union([z.number(), z.string()]),
  timeZoneOffset: z.number().optional(),
  venue: venueSchema.optional(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  shout: z.string().optional(),
});

const itemsSchema = z.object({ items: z.array(z.looseObject({})) });
const tipSchema = z.looseObject({ text: z.string(), venue: venueSchema.optional() });
const ratingsSchema = z.object({
  venueLikes: z.object({ items: z.array(venueSchema) }).optional(),
  venueOkays: z.object({ items: z.array(venueSchema) }).optional(),
  venueDislikes: z.object({ items: z.array(venueSchema) }).optional(),
});

/** Which of Foursquare's files a JSON is: check-ins, tips or venue ratings. */
export function foursquareKind(json: unknown): "checkins" | "tips" | "ratings" | null {
  const items = itemsSchema.safeParse(json);
  if (items.success) {
    const [first] = items.data.items;
    if (first && "venue" in first && "createdAt" in first && !("text" in first)) return "checkins";
    if (first && "venue" in first && "text" in first) return "tips";
    return null;
  }
  const ratings = ratingsSchema.safeParse(json);
  if (ratings.success && Object.keys(ratings.data).length > 0) return "ratings";
  return null;
}

/**
 * The local day of a check-in: `createdAt` is UTC (seconds since 1970 in older exports, "YYYY-MM-DD
 * HH:MM:SS" in newer ones), `timeZoneOffset` the minutes the place's clock was ahead of UTC.
 */
function localDay(createdAt: number | string, offsetMinutes: number): string | null {
  const instant =
    typeof createdAt === "number"
      ? new Date(createdAt * 1000)
      : new Date(
          `${createdAt
            .trim()
            .replace(" ", "T")
            .replace(/(\.\d{3})\d*$/, "$1")}Z`,
        );
  if (Number.isNaN(instant.getTime())) return null;
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Stars by venue id, from venueRatings.json and the mapping chosen in the preview. */
function starsByVenue(json: unknown, mapping: VenueRatingMapping): Map<string, number> {
  const ratings = ratingsSchema.parse(json);
  const stars = new Map<string, number>();
  for (const [list, value] of [
    [ratings.venueLikes, mapping.liked],
    [ratings.venueOkays, mapping.okay],
    [ratings.venueDislikes, mapping.disliked],
  ] as const) {
    for (const venue of list?.items ?? []) if (venue.id) stars.set(venue.id, value);
  }
  return stars;
}

/** Tip texts by venue id. */
function tipsByVenue(json: unknown): Map<string, string[]> {
  const tips = new Map<string, string[]>();
  for (const item of itemsSchema.parse(json).items) {
    const tip = tipSchema.safeParse(item);
    const id = tip.data?.venue?.id;
    if (!tip.success || !id) continue;
    tips.set(id, [...(tips.get(id) ?? []), tip.data.text]);
  }
  return tips;
}

/**
 * Check-ins as visits: the venue's name and coordinates, the local day, the shout as comment. A
 * venue's tips join the comment of its latest check-in; its rating counts only with a mapping.
 */
export function foursquareCheckins(
  checkinFiles: readonly unknown[],
  extras: { tips: readonly unknown[]; ratings: readonly unknown[]; mapping?: VenueRatingMapping },
): ImportCandidate[] {
  const stars = new Map<string, number>();
  if (extras.mapping) {
    for (const json of extras.ratings)
      for (const [id, value] of starsByVenue(json, extras.mapping)) stars.set(id, value);
  }
  const tips = new Map<string, string[]>();
  for (const json of extras.tips) for (const [id, texts] of tipsByVenue(json)) tips.set(id, texts);
  const items = checkinFiles.flatMap((json) => itemsSchema.parse(json).items);
  const checkins = items.map((item) => checkinSchema.safeParse(item).data);
  const latest = new Map<string, number>();
  checkins.forEach((checkin, index) => {
    const id = checkin?.venue?.id;
    if (!checkin || !id) return;
    const seen = latest.get(id);
    const current = localDay(checkin.createdAt, checkin.timeZoneOffset ?? 0) ?? "";
    const earlier = seen === undefined ? null : checkins[seen];
    if (!earlier || current >= (localDay(earlier.createdAt, earlier.timeZoneOffset ?? 0) ?? "")) {
      latest.set(id, index);
    }
  });
  return checkins.map((checkin, index) => {
    const ref = String(index + 1);
    if (!checkin) return { ref, fields: null };
    const id = checkin.venue?.id;
    const comment = [checkin.shout, ...(id && latest.get(id) === index ? (tips.get(id) ?? []) : [])]
      .map((text) => text?.trim())
      .filter(Boolean)
      .join("\n\n");
    return {
      ref,
      fields: {
        restaurantName: checkin.venue?.name ?? "",
        restaurantLatitude: checkin.lat ?? null,
        restaurantLongitude: checkin.lng ?? null,
        visitDate: localDay(checkin.createdAt, checkin.timeZoneOffset ?? 0) ?? String(checkin.createdAt),
        rating: (id && stars.get(id)) ?? null,
        comment: comment || null,
      },
    };
  });
}
