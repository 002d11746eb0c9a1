import { parse } from "csv-parse/sync";
import { z } from "zod";

import type { ImportCandidate } from "../import-entries";
import type { PlaceCandidate } from "./types";
import { dayIn, instantOf } from "./dates";

/** A GeoJSON feature as Google Maps writes it in Takeout (Reviews.json, Saved Places.json). */
const featureSchema = z.looseObject({
  geometry: z.looseObject({ coordinates: z.array(z.number()).optional() }).nullish(),
  properties: z.looseObject({
    date: z.string().optional(),
    google_maps_url: z.string().optional(),
    five_star_rating_published: z.number().optional(),
    review_text_published: z.string().optional(),
    Comment: z.string().optional(),
    location: z
      .looseObject({
        name: z.string().optional(),
        address: z.string().optional(),
        country_code: z.string().optional(),
      })
      .optional(),
    questions: z
      .array(
        z.looseObject({
          question: z.string().optional(),
          rating: z.number().optional(),
          selected_option: z.string().optional(),
        }),
      )
      .optional(),
  }),
});
type Feature = z.infer<typeof featureSchema>;

/** Google writes an empty text where there is none. */
const textOrNull = (text: string | undefined) => (text?.trim() ? text : null);

const collectionSchema = z.object({ type: z.literal("FeatureCollection"), features: z.array(z.unknown()) });

/** Reviews or saved places, told apart by what their features hold. */
export function takeoutKind(json: unknown): "reviews" | "saved" | null {
  const collection = collectionSchema.safeParse(json);
  if (!collection.success) return null;
  // Stops at the first review: the features are parsed again when they are read.
  const isReview = collection.data.features.some((item) => {
    const properties = featureSchema.safeParse(item).data?.properties;
    return (
      properties !== undefined &&
      (properties.five_star_rating_published !== undefined || properties.review_text_published !== undefined)
    );
  });
  return isReview ? "reviews" : "saved";
}

/** The point's latitude and longitude (GeoJSON writes longitude first); [0,0] is Google's "no coordinates". */
function pointOf(feature: Feature): { latitude: number; longitude: number } | null {
  const [longitude, latitude] = feature.geometry?.coordinates ?? [];
  if (longitude === undefined || latitude === undefined) return null;
  if (longitude === 0 && latitude === 0) return null;
  return { latitude, longitude };
}

const features = (json: unknown) =>
  collectionSchema.parse(json).features.map((item) => featureSchema.safeParse(item).data);

/** A review's answers to Google's questions ("Meal type: Dinner"), kept as things to remember. */
function answersOf(feature: Feature): string | null {
  const answers = (feature.properties.questions ?? []).flatMap(({ question, selected_option, rating }) => {
    const answer = selected_option ?? (rating === undefined ? undefined : `${rating}/5`);
    return question && answer ? [`${question}: ${answer}`] : [];
  });
  return answers.length > 0 ? answers.join("\n") : null;
}

/** Reviews.json as visits, `firstRow` numbering them; the review's instant is dated in the account's zone. */
export function takeoutReviews(json: unknown, timeZone: string | null, firstRow: number): ImportCandidate[] {
  return features(json).map((feature, index) => {
    const ref = String(firstRow + index);
    if (!feature) return { ref, fields: null };
    const { properties } = feature;
    const point = pointOf(feature);
    const instant = instantOf(properties.date);
    return {
      ref,
      fields: {
        restaurantName: properties.location?.name ?? "",
        restaurantAddress: properties.location?.address ?? null,
        restaurantLatitude: point?.latitude ?? null,
        restaurantLongitude: point?.longitude ?? null,
        visitDate: instant ? dayIn(instant, timeZone) : (properties.date ?? ""),
        rating: properties.five_star_rating_published ?? null,
        comment: textOrNull(properties.review_text_published),
        thingsToRemember: answersOf(feature),
      },
    };
  });
}

/** Saved Places.json as places to try, under the list name Google gives it. */
export function takeoutSavedPlaces(json: unknown, listName: string, firstRow: number): PlaceCandidate[] {
  return features(json).flatMap((feature, index) => {
    if (!feature) return [];
    const { properties } = feature;
    const point = pointOf(feature);
    const name = properties.location?.name ?? properties.location?.address;
    if (!name) return [];
    return [
      {
        ref: String(firstRow + index),
        fields: {
          restaurantName: name,
          restaurantAddress: properties.location?.address ?? null,
          restaurantLatitude: point?.latitude ?? null,
          restaurantLongitude: point?.longitude ?? null,
          note: textOrNull(properties.Comment),
          sourceUrl: properties.google_maps_url ?? null,
          listName,
        },
      },
    ];
  });
}

const SAVED_LIST_HEADER = ["title", "note", "url"];

/** A Saved/<list>.csv of Takeout: its header is Title,Note,URL (then Tags,Comment in newer exports). */
export function isSavedListCsv(text: string): boolean {
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const header = firstLine.split(",").map((cell) => cell.trim().toLowerCase());
  return SAVED_LIST_HEADER.every((name, index) => header[index] === name);
}

/**
 * A saved list's places to try, named by the list; Note and Comment are both notes, a blank row
 * (Google writes one after the header) is passed over.
 */
export function takeoutSavedList(text: string, listName: string, firstRow: number): PlaceCandidate[] {
  const records: Record<string, string>[] = parse(text, {
    bom: true,
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    relax_column_count: true,
    skip_empty_lines: true,
  });
  return records.flatMap((record, index) => {
    const name = record.title?.trim();
    if (!name) return [];
    const notes = [record.note, record.comment].map((text) => text?.trim()).filter(Boolean);
    return [
      {
        ref: String(firstRow + index),
        fields: {
          restaurantName: name,
          note: notes.length > 0 ? notes.join("\n") : null,
          sourceUrl: textOrNull(record.url?.trim()),
          listName,
        },
      },
    ];
  });
}
