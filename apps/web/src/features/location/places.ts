import { GEOLOCATION } from "@bitelog/config";

/** What choosing a suggestion gives the entry form. */
export interface SelectedPlace {
  /** The business name, for an establishment only (an address has no name to fill in). */
  name?: string;
  address: string;
  /**
   * Null for a town of the gazetteer: the server places the entry when it is saved, at the town's
   * centre as approximate (or where Photon finds the address by then), which a pin set here would
   * record as exact.
   */
  latitude: number | null;
  longitude: number | null;
}

/** One row of the suggestion list. */
export interface PlaceSuggestion {
  id: string;
  mainText: string;
  secondaryText: string;
  establishment: boolean;
  prediction: google.maps.places.PlacePrediction;
}

/** The Place fields a selection reads; each one requested is billed. */
export const SELECTED_PLACE_FIELDS = ["displayName", "formattedAddress", "location"];

/** Keeps a longitude in -180…180, so a box crossing the antimeridian wraps instead of breaking. */
function wrapLongitude(longitude: number): number {
  if (longitude > 180) return longitude - 360;
  if (longitude < -180) return longitude + 360;
  return longitude;
}

/**
 * docs/product.md §7: suggestions lean towards a box of ±0.1° around the user, without being limited to it.
 */
export function biasBox(position: google.maps.LatLngLiteral): google.maps.LatLngBoundsLiteral {
  const d = GEOLOCATION.autocompleteBiasDegrees;
  return {
    north: Math.min(90, position.lat + d),
    south: Math.max(-90, position.lat - d),
    east: wrapLongitude(position.lng + d),
    west: wrapLongitude(position.lng - d),
  };
}

/** The place predictions of an answer (query predictions, which name no place, are left out). */
export function toSuggestions(
  suggestions: readonly google.maps.places.AutocompleteSuggestion[],
): PlaceSuggestion[] {
  return suggestions.flatMap(({ placePrediction: prediction }) =>
    prediction
      ? [
          {
            id: prediction.placeId,
            mainText: prediction.mainText?.text ?? prediction.text.text,
            secondaryText: prediction.secondaryText?.text ?? "",
            establishment: prediction.types.includes("establishment"),
            prediction,
          },
        ]
      : [],
  );
}

/** A suggestion as one line of text, as the input shows it once chosen. */
export function suggestionText(suggestion: PlaceSuggestion): string {
  return [suggestion.mainText, suggestion.secondaryText].filter(Boolean).join(", ");
}

/** The form's values from a fetched place; null when Google knows no position for it. */
export function selectedPlace(
  place: Pick<google.maps.places.Place, "displayName" | "formattedAddress" | "location">,
  suggestion: PlaceSuggestion,
): SelectedPlace | null {
  if (!place.location) return null;
  return {
    ...(suggestion.establishment && place.displayName ? { name: place.displayName } : {}),
    address: place.formattedAddress ?? suggestionText(suggestion),
    latitude: place.location.lat(),
    longitude: place.location.lng(),
  };
}
