import type { QueuedChange } from "../outbox/queued-change";
import type { PlaceToTry } from "./arrange-places";
import { textOrNull } from "../outbox/queued-change";

/** A place to try queued on this device, as the list answers it (issue 33: added offline). */
function queuedPlace(change: Extract<QueuedChange, { kind: "createPlace" }>): PlaceToTry {
  const { place } = change;
  const located = place.restaurantLatitude != null && place.restaurantLongitude != null;
  return {
    id: change.placeId,
    restaurant_name: place.restaurantName.trim(),
    restaurant_address: textOrNull(place.restaurantAddress),
    restaurant_latitude: located ? (place.restaurantLatitude ?? null) : null,
    restaurant_longitude: located ? (place.restaurantLongitude ?? null) : null,
    // A position from the place search or a link is exact; an address alone is placed once sent.
    location_precision: located ? "exact" : null,
    note: textOrNull(place.note),
    source_url: textOrNull(place.sourceUrl),
    list_name: textOrNull(place.listName),
    created_at: change.queuedAt,
  };
}

/** The places to try as they will be once the places added on this device are sent. */
export function withQueuedPlaces(
  places: readonly PlaceToTry[],
  changes: readonly QueuedChange[],
): PlaceToTry[] {
  const queued = changes.flatMap((change) => (change.kind === "createPlace" ? [queuedPlace(change)] : []));
  return [...places, ...queued];
}
