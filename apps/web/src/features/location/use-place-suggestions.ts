import { useCallback, useEffect, useRef, useState } from "react";

import type { PlaceSuggestion, SelectedPlace } from "./places";
import { SELECTED_PLACE_FIELDS, selectedPlace, toSuggestions } from "./places";

/** Fewer letters than this match too much to be worth a (billed) request. */
const MIN_QUERY_LENGTH = 3;
/** Asks once the typing pauses, not on every key. */
const DEBOUNCE_MS = 250;

interface PlaceSuggestionsOptions {
  /** The Places library, or null while it is not (or cannot be) loaded. */
  places: google.maps.PlacesLibrary | null;
  /** What the user typed; null when the text was not typed (a chosen place), so nothing is asked. */
  query: string | null;
  bias: google.maps.LatLngBoundsLiteral | null;
  onFailure: () => void;
}

/** Suggestions from the Places API (New) for what the user types, and the details of a chosen one. */
export function usePlaceSuggestions({ places, query, bias, onFailure }: PlaceSuggestionsOptions) {
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  // One token per search, from the first letter to the chosen place: Google bills it as one session.
  const session = useRef<google.maps.places.AutocompleteSessionToken | null>(null);
  const searching = places !== null && query !== null && query.trim().length >= MIN_QUERY_LENGTH;

  useEffect(() => {
    if (!places || query === null || query.trim().length < MIN_QUERY_LENGTH) return;
    let stale = false;
    const timer = setTimeout(() => {
      session.current ??= new places.AutocompleteSessionToken();
      places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: query,
        sessionToken: session.current,
        // A bias, not a restriction (docs/product.md §7); no type filter, so both establishments and
        // addresses come.
        ...(bias ? { locationBias: bias } : {}),
      })
        .then((answer) => {
          if (!stale) setSuggestions(toSuggestions(answer.suggestions));
        })
        .catch(() => {
          if (!stale) onFailure();
        });
    }, DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [places, query, bias, onFailure]);

  const details = useCallback(async (suggestion: PlaceSuggestion): Promise<SelectedPlace | null> => {
    const { place } = await suggestion.prediction.toPlace().fetchFields({ fields: SELECTED_PLACE_FIELDS });
    session.current = null; // Fetching the chosen place ends the session.
    return selectedPlace(place, suggestion);
  }, []);

  return { suggestions: searching ? suggestions : [], details };
}
