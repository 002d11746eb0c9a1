import type { RepeatVisit } from "../journal/repeat-visit";
import type { PlaceToTry } from "./arrange-places";

/**
 * /new's URL for "I went": the place's name and address, its id for the save, and its position
 * when exact (an approximate one is the server's guess from the address, made again for the visit).
 */
export function wentSearch(place: PlaceToTry): RepeatVisit {
  const exact =
    place.location_precision === "exact" &&
    place.restaurant_latitude !== null &&
    place.restaurant_longitude !== null;
  return {
    name: place.restaurant_name,
    ...(place.restaurant_address && { address: place.restaurant_address }),
    ...(exact && {
      lat: place.restaurant_latitude ?? undefined,
      lng: place.restaurant_longitude ?? undefined,
    }),
    placeToTryId: place.id,
  };
}
