import { ENTRY_TEXT_LIMITS } from "@bitelog/config";

import type { RepeatVisit } from "./repeat-visit";
import { numberWithin, text } from "../../lib/search-params";

/** The restaurant's name, address, coordinates and place to try from /new's URL; a value that does not fit is dropped. */
export function readRepeatVisit(search: Record<string, unknown>): RepeatVisit {
  return {
    name: text(search.name, ENTRY_TEXT_LIMITS.restaurantName),
    address: text(search.address, ENTRY_TEXT_LIMITS.restaurantAddress),
    lat: numberWithin(search.lat, -90, 90),
    lng: numberWithin(search.lng, -180, 180),
    placeToTryId: text(search.placeToTryId, 100),
  };
}
