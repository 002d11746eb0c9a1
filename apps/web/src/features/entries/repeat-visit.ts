import { z } from "zod/mini";

import type { Entry } from "./entry-summary";

const within = (limit: number) =>
  z.catch(z.optional(z.number().check(z.minimum(-limit), z.maximum(limit))), undefined);
const text = (maxLength: number) => z.catch(z.optional(z.string().check(z.maxLength(maxLength))), undefined);

/**
 * The place a new entry starts from, as /new's URL carries it ("Log another visit"): the
 * restaurant's name, address and coordinates. A value that does not fit is dropped.
 */
export const repeatVisitSchema = z.object({
  name: text(200),
  address: text(500),
  lat: within(90),
  lng: within(180),
});
export type RepeatVisit = z.infer<typeof repeatVisitSchema>;

/**
 * The place of an entry, to log another visit to it. Coordinates only when they were exact: an
 * approximate location is the server's guess from the address, which it makes again for the new entry.
 */
export function repeatVisitOf(entry: Entry): RepeatVisit {
  const exact =
    entry.location_precision === "exact" &&
    entry.restaurant_latitude !== null &&
    entry.restaurant_longitude !== null;
  return {
    name: entry.restaurant_name,
    ...(entry.restaurant_address && { address: entry.restaurant_address }),
    ...(exact && {
      lat: entry.restaurant_latitude ?? undefined,
      lng: entry.restaurant_longitude ?? undefined,
    }),
  };
}
