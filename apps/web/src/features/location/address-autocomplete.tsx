import type { ComponentProps } from "react";

import type { SelectedPlace } from "./places";
import { mapProvider } from "../../lib/map-provider";
import { GoogleAddressAutocomplete } from "./google-address-autocomplete";
import { OpenAddressAutocomplete } from "./open-address-autocomplete";

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

/**
 * The address field of the entry form (docs/product.md §2, /new): suggestions of establishments and
 * addresses from Google Places when the site has a Maps key, otherwise from Photon and the journal.
 */
export function AddressAutocomplete(props: AddressAutocompleteProps) {
  return mapProvider === "google" ? (
    <GoogleAddressAutocomplete {...props} />
  ) : (
    <OpenAddressAutocomplete {...props} />
  );
}
