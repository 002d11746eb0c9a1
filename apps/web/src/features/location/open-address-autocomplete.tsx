import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";

import type { Language } from "@bitelog/config";

import type { AddressAutocompleteProps } from "./address-autocomplete";
import type { OpenSuggestion } from "./photon";
import { runtimeConfig } from "../../lib/runtime-config";
import { trpc } from "../../lib/trpc";
import { reportAddressFailureOnce } from "./address-failure";
import { journalPlaces } from "./journal-places";
import { PlaceCombobox } from "./place-combobox";
import { townSuggestion } from "./town-suggestions";
import { useUserLocation } from "./use-location";
import { usePhotonSuggestions } from "./use-photon-suggestions";

/**
 * The address field without Google: the places already in the journal first (a repeat visit is
 * found offline, with its coordinates), then Photon's, biased towards the user's position when the
 * app has it. When Photon is off or does not answer, towns from the server's gazetteer follow the
 * journal's places (their centres, approximate), and Photon is asked again as the typing goes on.
 */
export function OpenAddressAutocomplete({
  value,
  onChange,
  onPlaceSelected,
  ...inputProps
}: AddressAutocompleteProps) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState<string | null>(null);
  const { state: location } = useUserLocation();
  const position = location.status === "success" ? location.position : null;
  const journal = useQuery(trpc.entries.list.queryOptions());

  const failedMessage = t({
    id: "errors.addressAutocompleteFailed",
    message: "Address suggestions are unavailable. You can still type the address.",
  });
  const fail = useCallback(() => reportAddressFailureOnce(failedMessage), [failedMessage]);

  const { suggestions: found, unanswered } = usePhotonSuggestions({
    baseUrl: runtimeConfig.map.photonUrl,
    query,
    position,
    language: i18n.locale,
    onFailure: fail,
  });
  const towns = useQuery({
    ...trpc.entries.townSuggestions.queryOptions({
      query: unanswered ?? "",
      language: i18n.locale as Language,
    }),
    enabled: unanswered !== null,
    staleTime: Infinity,
  });
  const townCentre = t({ id: "map.townCentreApproximate", message: "Town centre (approximate)" });
  const suggestions = useMemo(() => {
    const mine = query === null ? [] : journalPlaces(journal.data ?? [], query);
    const others =
      unanswered === null
        ? found
        : (towns.data ?? []).map((town) => townSuggestion(town, unanswered, townCentre));
    const known = new Set(mine.map((suggestion) => suggestion.place.address.toLowerCase()));
    return [...mine, ...others.filter((suggestion) => !known.has(suggestion.place.address.toLowerCase()))];
  }, [journal.data, query, found, unanswered, towns.data, townCentre]);

  const choose = (suggestion: OpenSuggestion) => {
    setQuery(null);
    onChange(suggestion.place.address);
    onPlaceSelected(suggestion.place);
  };

  return (
    <PlaceCombobox
      {...inputProps}
      value={value}
      enabled
      suggestions={suggestions}
      listLabel={t({ id: "map.addressSuggestions", message: "Address suggestions" })}
      // Photon's places are OpenStreetMap data, whose licence asks for this credit.
      attribution={
        found.length > 0 ? (
          <Trans id="map.openStreetMapCredit">Places © OpenStreetMap contributors</Trans>
        ) : null
      }
      onType={(text) => {
        onChange(text);
        setQuery(text);
      }}
      onChoose={choose}
    />
  );
}
