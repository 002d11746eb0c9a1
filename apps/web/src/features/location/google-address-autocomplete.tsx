import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";

import type { AddressAutocompleteProps } from "./address-autocomplete";
import type { PlaceSuggestion } from "./places";
import { reportAddressFailureOnce } from "./address-failure";
import { PlaceCombobox } from "./place-combobox";
import { biasBox, suggestionText } from "./places";
import { useGoogleMaps } from "./use-google-maps";
import { useUserLocation } from "./use-location";
import { usePlaceSuggestions } from "./use-place-suggestions";

/**
 * The address field with Google place suggestions, biased towards the user's position when it
 * is known. Places loads on the first focus; when it fails, the field is a plain text input.
 */
export function GoogleAddressAutocomplete({
  value,
  onChange,
  onPlaceSelected,
  onFocus,
  ...inputProps
}: AddressAutocompleteProps) {
  const { t } = useLingui();
  const [wanted, setWanted] = useState(false);
  const [broken, setBroken] = useState(false);
  const [query, setQuery] = useState<string | null>(null);

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
    reportAddressFailureOnce(failedMessage);
  }, [failedMessage]);
  useEffect(() => {
    if (maps.status === "failed") reportAddressFailureOnce(failedMessage);
  }, [maps.status, failedMessage]);

  const { suggestions, details } = usePlaceSuggestions({ places, query, bias, onFailure: fail });

  const choose = async (suggestion: PlaceSuggestion) => {
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

  return (
    <PlaceCombobox
      {...inputProps}
      value={value}
      enabled={places !== null}
      suggestions={suggestions}
      listLabel={t({ id: "map.addressSuggestions", message: "Address suggestions" })}
      // Google's terms ask for this attribution wherever Places results show without a Google map.
      attribution={<Trans id="map.poweredByGoogle">Powered by Google</Trans>}
      onType={(text) => {
        onChange(text);
        setQuery(text);
      }}
      onChoose={(suggestion) => void choose(suggestion)}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
