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
  /** Photon's base URL; null when switched off. */
  baseUrl: string | null;
  /** What the user typed; null when the text was not typed (a chosen place), so nothing is asked. */
  query: string | null;
  position: google.maps.LatLngLiteral | null;
  language: string;
  onFailure: () => void;
}

type Answer = { query: string; suggestions: OpenSuggestion[] } | { query: string; unanswered: true };

export interface PhotonSuggestions {
  suggestions: OpenSuggestion[];
  /** The text (trimmed) Photon was last asked about and did not answer, or would have been asked about when off. */
  unanswered: string | null;
}

/**
 * Photon's suggestions for what the user types: debounced, the previous request cancelled, with a
 * timeout. A failure is reported and the next text is asked about again: the service may be back.
 */
export function usePhotonSuggestions({
  baseUrl,
  query,
  position,
  language,
  onFailure,
}: PhotonSuggestionsOptions): PhotonSuggestions {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const typed = query?.trim() ?? "";
  const searching = query !== null && typed.length >= MIN_QUERY_LENGTH;

  useEffect(() => {
    if (!searching) return;
    const cancelled = new AbortController();
    const timer = setTimeout(() => {
      if (!baseUrl) {
        setAnswer({ query: typed, unanswered: true });
        return;
      }
      const url = photonSearchUrl(baseUrl, typed, { position, language });
      fetch(url, { signal: AbortSignal.any([cancelled.signal, AbortSignal.timeout(TIMEOUT_MS)]) })
        .then(async (response) => {
          if (!response.ok) throw new Error(`Photon answered ${response.status}`);
          return photonSuggestions(await response.json());
        })
        .then((suggestions) => setAnswer({ query: typed, suggestions }))
        .catch(() => {
          if (cancelled.signal.aborted) return;
          setAnswer({ query: typed, unanswered: true });
          onFailure();
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      cancelled.abort();
    };
  }, [baseUrl, searching, typed, position, language, onFailure]);

  // The last answer stays listed while the next one is on its way.
  if (!searching || !answer) return { suggestions: [], unanswered: null };
  return "unanswered" in answer
    ? { suggestions: [], unanswered: answer.query }
    : { suggestions: answer.suggestions, unanswered: null };
}
