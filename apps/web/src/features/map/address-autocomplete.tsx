import type { ComponentProps, KeyboardEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useId, useMemo, useState } from "react";

import type { PlaceSuggestion, SelectedPlace } from "./places";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toaster";
import { biasBox, suggestionText } from "./places";
import { optionId, SuggestionList } from "./suggestion-list";
import { useGoogleMaps } from "./use-google-maps";
import { useUserLocation } from "./use-location";
import { usePlaceSuggestions } from "./use-place-suggestions";

export type { SelectedPlace } from "./places";

export interface AddressAutocompleteProps extends Omit<
  ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "type"
> {
  value: string;
  /** The new text: on typing, and with a chosen place's address just before onPlaceSelected. */
  onChange: (value: string) => void;
  /** A suggestion was chosen: its name (establishments only), address and position. */
  onPlaceSelected: (place: SelectedPlace) => void;
}

let failureReported = false;

/** errors.addressAutocompleteFailed once per page: the field still works, typed by hand. */
function reportFailureOnce(message: string): void {
  if (failureReported) return;
  failureReported = true;
  toast.warning(message);
}

/**
 * The address field of the entry form (spec §2 /new): a combobox of Google place suggestions,
 * biased towards the user's position when it is known. Places loads on the first focus; without a
 * key, or when Places fails, it is a plain text input.
 */
export function AddressAutocomplete({
  value,
  onChange,
  onPlaceSelected,
  onFocus,
  onBlur,
  onKeyDown,
  ...inputProps
}: AddressAutocompleteProps) {
  const { t } = useLingui();
  const listId = useId();
  const [wanted, setWanted] = useState(false);
  const [broken, setBroken] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);

  const maps = useGoogleMaps(["places"], { enabled: wanted });
  const places = maps.status === "ready" && !broken ? maps.libraries.places : null;
  const { state: location } = useUserLocation();
  const position = location.status === "success" ? location.position : null;
  const bias = useMemo(() => (position ? biasBox(position) : null), [position]);

  const failedMessage = t({
    id: "errors.addressAutocompleteFailed",
    message: "Address suggestions are unavailable. You can still type the address.",
  });
  const fail = useCallback(() => {
    setBroken(true);
    reportFailureOnce(failedMessage);
  }, [failedMessage]);
  useEffect(() => {
    if (maps.status === "missingKey" || maps.status === "failed") reportFailureOnce(failedMessage);
  }, [maps.status, failedMessage]);

  const { suggestions, details } = usePlaceSuggestions({ places, query, bias, onFailure: fail });
  const listed = open && suggestions.length > 0;
  const activeIndex = suggestions.findIndex((suggestion) => suggestion.id === activeId);
  const active = listed ? suggestions[activeIndex] : undefined;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };

  const choose = async (suggestion: PlaceSuggestion) => {
    close();
    setQuery(null);
    onChange(suggestionText(suggestion));
    try {
      const place = await details(suggestion);
      if (!place) return;
      onChange(place.address);
      onPlaceSelected(place);
    } catch {
      fail();
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || suggestions.length === 0) return;
    const last = suggestions.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const down = event.key === "ArrowDown";
      const next = activeIndex < 0 || !listed ? (down ? 0 : last) : activeIndex + (down ? 1 : -1);
      setOpen(true);
      setActiveId(suggestions[next < 0 ? last : next > last ? 0 : next]?.id ?? null);
    } else if (event.key === "Enter" && active) {
      event.preventDefault(); // Chooses the place instead of submitting the form.
      void choose(active);
    } else if (event.key === "Escape" && listed) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relative">
      <Input
        {...inputProps}
        value={value}
        autoComplete={places ? "off" : "street-address"}
        role={places ? "combobox" : undefined}
        aria-autocomplete={places ? "list" : undefined}
        aria-expanded={places ? listed : undefined}
        aria-controls={places ? listId : undefined}
        aria-activedescendant={active ? optionId(listId, active.id) : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setQuery(event.target.value);
          setOpen(true);
          setActiveId(null);
        }}
        onFocus={(event) => {
          setWanted(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
      />
      {places && (
        <SuggestionList
          id={listId}
          label={t({ id: "map.addressSuggestions", message: "Address suggestions" })}
          suggestions={suggestions}
          activeId={activeId}
          open={listed}
          onChoose={(suggestion) => void choose(suggestion)}
        />
      )}
    </div>
  );
}
