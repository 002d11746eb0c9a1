import type { PlaceToTry } from "./arrange-places";

/** A place to try that can stand on the map. */
export interface PlacePin {
  id: string;
  name: string;
  position: { lat: number; lng: number };
  place: PlaceToTry;
}

/** The places with a position, as map pins; the others are only on the list. */
export function placePins(places: readonly PlaceToTry[]): PlacePin[] {
  return places.flatMap((place) =>
    place.restaurant_latitude === null || place.restaurant_longitude === null
      ? []
      : [
          {
            id: place.id,
            name: place.restaurant_name,
            position: { lat: place.restaurant_latitude, lng: place.restaurant_longitude },
            place,
          },
        ],
  );
}
