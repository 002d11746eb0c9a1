import type { PlaceFields, QueuedChange } from "../outbox/queued-change";
import type { PlaceToTry } from "./arrange-places";
import { textOrNull } from "../outbox/queued-change";

/** A place to try with details queued on this device, as the list will answer it once they are sent. */
function queuedPlace(id: string, place: PlaceFields, createdAt: string, previous?: PlaceToTry): PlaceToTry {
  const located = place.restaurantLatitude != null && place.restaurantLongitude != null;
  return {
    id,
    restaurant_name: place.restaurantName.trim(),
    restaurant_address: textOrNull(place.restaurantAddress),
    restaurant_latitude: located ? (place.restaurantLatitude ?? null) : null,
    restaurant_longitude: located ? (place.restaurantLongitude ?? null) : null,
    // A position from the place search or a link is exact; an address alone is placed once sent.
    location_precision: located ? (previous?.location_precision ?? "exact") : null,
    note: textOrNull(place.note),
    source_url: textOrNull(place.sourceUrl),
    list_name: textOrNull(place.listName),
    created_at: createdAt,
  };
}

/**
 * The places to try as they will be once the changes queued on this device are sent (issue 33):
 * places added offline after the saved ones, edits applied where the place stands, removed places
 * gone, and so are places a visit saved offline takes off the list.
 */
export function withQueuedPlaces(
  places: readonly PlaceToTry[],
  changes: readonly QueuedChange[],
): PlaceToTry[] {
  const byId = new Map(places.map((place) => [place.id, place]));
  for (const change of changes) {
    if (change.kind === "createPlace")
      byId.set(change.placeId, queuedPlace(change.placeId, change.place, change.queuedAt));
    const previous = change.kind === "updatePlace" ? byId.get(change.placeId) : undefined;
    if (change.kind === "updatePlace" && previous)
      byId.set(change.placeId, queuedPlace(change.placeId, change.place, previous.created_at, previous));
    if (change.kind === "deletePlace") byId.delete(change.placeId);
    if (change.kind === "create" && change.fields.placeToTryId !== undefined)
      byId.delete(change.fields.placeToTryId);
  }
  return [...byId.values()];
}
