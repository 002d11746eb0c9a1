import { useEffect, useState } from "react";

import type { OpenSuggestion } from "./photon";
import { photonSearchUrl, photonSuggestions } from "./photon";

/** Fewer letters than this match too much to be worth a request. */
const MIN_QUERY_LENGTH = 3;
/** Asks once the typing pauses, not on every key. */
const DEBOUNCE_MS = 250;
/** A geocoder slower than this is no help while typing; the journal's places remain. */
const TIMEOUT_MS = 4000;

interface PhotonSuggestionsOptions {
  /** Photon's base URL; null when switched off (or after it failed). */
  baseUrl: string | null;
  /** What the user typed; null when the text was not typed (a chosen place), so nothing is asked. */
  query: string | null;
  position: google.maps.LatLngLiteral | null;
  language: string;
  onFailure: () => void;
}

/** Photon's suggestions for what the user types: debounced, the previous request cancelled, with a timeout. */
export function usePhotonSuggestions({
  baseUrl,
  query,
  position,
  language,
  onFailure,
}: PhotonSuggestionsOptions): OpenSuggestion[] {
  const [answer, setAnswer] = useState<{ query: string; suggestions: OpenSuggestion[] } | null>(null);
  const searching = baseUrl !== null && query !== null && query.trim().length >= MIN_QUERY_LENGTH;

  useEffect(() => {
    if (!baseUrl || query === null || query.trim().length < MIN_QUERY_LENGTH) return;
    const cancelled = new AbortController();
    const timer = setTimeout(() => {
      const url = photonSearchUrl(baseUrl, query.trim(), { position, language });
      fetch(url, { signal: AbortSignal.any([cancelled.signal, AbortSignal.timeout(TIMEOUT_MS)]) })
        .then(async (response) => {
          if (!response.ok) throw new Error(`Photon answered ${response.status}`);
          return photonSuggestions(await response.json());
        })
        .then((suggestions) => setAnswer({ query, suggestions }))
        .catch(() => {
          if (!cancelled.signal.aborted) onFailure();
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      cancelled.abort();
    };
  }, [baseUrl, query, position, language, onFailure]);

  // The last answer stays listed while the next one is on its way.
  return searching && answer ? answer.suggestions : [];
}
