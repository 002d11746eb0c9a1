import { z } from "zod";

import { ENTRY_TEXT_LIMITS, PLACE_TEXT_LIMITS } from "@bitelog/config";

import {
  entryFieldsShape,
  keptCoordinate,
  keptText,
  optionalText,
  requireCoordinatePair,
} from "../entries/entry-fields";
import { idempotencyKeySchema } from "../idempotency/run-once";

/** A change a device may send again (its outbox): one key per change, see runOnce. */
const idempotent = { idempotencyKey: idempotencyKeySchema.optional() };

/**
 * A link to where the place was found. Only http(s): the web app shows it as a link, and another
 * scheme (javascript:) would run when followed. The server never fetches it.
 */
const keptSourceUrl = z
  .url({
    protocol: /^https?$/,
    error: "must be a web address starting with http:// or https://",
  })
  .max(PLACE_TEXT_LIMITS.sourceUrl, `must be at most ${PLACE_TEXT_LIMITS.sourceUrl} characters`)
  .or(z.literal(""))
  .nullish()
  .transform((value) => (value === "" ? null : value));

/** The fields a place shares with entries keep the entries' rules (visible name, lengths, ranges). */
const { restaurantName, restaurantAddress, restaurantLatitude, restaurantLongitude } = entryFieldsShape;

export const createPlaceInput = z
  .object({
    restaurantName,
    restaurantAddress,
    restaurantLatitude,
    restaurantLongitude,
    note: optionalText(PLACE_TEXT_LIMITS.note),
    sourceUrl: keptSourceUrl.transform((value) => value ?? null),
    listName: optionalText(PLACE_TEXT_LIMITS.listName),
    ...idempotent,
  })
  .superRefine(requireCoordinatePair);

/**
 * Place ids are uuids, but any string is taken here: one that is not a uuid names no place and is
 * answered 404 like any other unknown id.
 */
export const placeIdSchema = z.string().max(100);

/** An omitted field is kept, null (or empty text) clears it; the name can be changed, not cleared. */
export const updatePlaceInput = z
  .object({
    id: placeIdSchema,
    restaurantName: restaurantName.optional(),
    restaurantAddress: keptText(ENTRY_TEXT_LIMITS.restaurantAddress),
    restaurantLatitude: keptCoordinate(90),
    restaurantLongitude: keptCoordinate(180),
    note: keptText(PLACE_TEXT_LIMITS.note),
    sourceUrl: keptSourceUrl,
    listName: keptText(PLACE_TEXT_LIMITS.listName),
    ...idempotent,
  })
  .superRefine(requireCoordinatePair);

export const deletePlaceInput = z.object({ id: placeIdSchema, ...idempotent });

export const restorePlaceInput = z.object({ id: placeIdSchema });

export type PlaceFields = Omit<z.output<typeof createPlaceInput>, "idempotencyKey">;
export type CreatePlaceInput = z.output<typeof createPlaceInput>;
export type UpdatePlaceInput = z.output<typeof updatePlaceInput>;
export type DeletePlaceInput = z.output<typeof deletePlaceInput>;
export type RestorePlaceInput = z.output<typeof restorePlaceInput>;

/** A place to try as the web app and REST clients see it (issue 33): the row's snake_case fields. */
export const placeToTrySchema = z.object({
  id: z.string(),
  restaurant_name: z.string(),
  restaurant_address: z.string().nullable(),
  restaurant_latitude: z.number().nullable(),
  restaurant_longitude: z.number().nullable(),
  location_precision: z.enum(["exact", "approximate"]).nullable(),
  note: z.string().nullable(),
  source_url: z.string().nullable(),
  list_name: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
});

export const placeListSchema = z.object({
  places: z.array(placeToTrySchema),
  /** The plan's limit of places; null: unlimited. */
  limit: z.number().int().nullable(),
});
