import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useState } from "react";

import { ENTRY_TEXT_LIMITS, hasVisibleCharacter, PLACE_TEXT_LIMITS } from "@bitelog/config";

import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { AddressAutocomplete } from "../location/address-autocomplete";
import { parseSharedPlace } from "./parse-shared-place";

export interface PlaceFormFields {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  link: string;
  note: string;
  listName: string;
}

/** The form's fields as the server takes them: trimmed, empty text as null (which clears it). */
export function placeInput(fields: PlaceFormFields) {
  return {
    restaurantName: fields.name.trim(),
    restaurantAddress: fields.address.trim() || null,
    restaurantLatitude: fields.latitude,
    restaurantLongitude: fields.longitude,
    note: fields.note.trim() || null,
    sourceUrl: fields.link.trim() || null,
    listName: fields.listName.trim() || null,
  };
}

interface PlaceFormProps {
  initial: PlaceFormFields;
  saving: boolean;
  /** Why the last save failed: the plan's list is full, or anything else. */
  failure: "limit" | "other" | null;
  submitLabel: ReactNode;
  onSubmit: (fields: PlaceFormFields) => void;
}

/**
 * A place to try's fields, to add one or edit it: found with the new-entry form's place search, or
 * read from a pasted link. Only what the link itself says is read: nothing is fetched. A position
 * found with an address is dropped when that address is typed over (the server then places the new
 * one); one read from a link, with no address, stays.
 */
export function PlaceForm({ initial, saving, failure, submitLabel, onSubmit }: PlaceFormProps) {
  const { t } = useLingui();
  const [fields, setFields] = useState(initial);
  const [positionAddress, setPositionAddress] = useState(initial.latitude === null ? "" : initial.address);
  const [nameMissing, setNameMissing] = useState(false);
  const change = (next: Partial<PlaceFormFields>) => setFields((current) => ({ ...current, ...next }));

  const typeAddress = (address: string) => {
    const moved = positionAddress.trim() !== "" && address.trim() !== positionAddress.trim();
    change({ address, ...(moved && { latitude: null, longitude: null }) });
  };

  const readLink = (link: string) => {
    const parsed = parseSharedPlace({ text: link });
    change({
      link,
      ...(parsed.name && { name: parsed.name }),
      ...(parsed.query && !fields.address && { address: parsed.query }),
      ...(parsed.latitude !== null && { latitude: parsed.latitude, longitude: parsed.longitude }),
    });
    if (parsed.latitude !== null) setPositionAddress("");
  };

  const submit = () => {
    if (!hasVisibleCharacter(fields.name)) {
      setNameMissing(true);
      return;
    }
    onSubmit(fields);
  };

  return (
    <Form onSubmit={submit} className="max-w-2xl gap-6">
      <FormField
        label={t({ id: "placesToTry.search", message: "Find the place" })}
        description={t({
          id: "placesToTry.searchHint",
          message: "Search by name or address, then choose a suggestion.",
        })}
      >
        <AddressAutocomplete
          value={fields.address}
          maxLength={ENTRY_TEXT_LIMITS.restaurantAddress}
          onChange={typeAddress}
          onPlaceSelected={(place) => {
            change({
              ...(place.name && { name: place.name }),
              address: place.address,
              latitude: place.latitude,
              longitude: place.longitude,
            });
            setPositionAddress(place.address);
          }}
        />
      </FormField>
      <FormField
        label={t({ id: "placesToTry.link", message: "Or paste a link" })}
        description={t({
          id: "placesToTry.linkHint",
          message: "A Google Maps link or what its Share button copies.",
        })}
      >
        <Input
          type="text"
          inputMode="url"
          maxLength={PLACE_TEXT_LIMITS.sourceUrl}
          value={fields.link}
          onChange={(event) => readLink(event.target.value)}
        />
      </FormField>
      <FormField
        label={t({ id: "entryForm.name", message: "Restaurant name" })}
        error={
          nameMissing && !hasVisibleCharacter(fields.name)
            ? t({ id: "placesToTry.nameRequired", message: "Enter the restaurant's name." })
            : undefined
        }
      >
        <Input
          maxLength={ENTRY_TEXT_LIMITS.restaurantName}
          autoComplete="off"
          value={fields.name}
          onChange={(event) => change({ name: event.target.value })}
        />
      </FormField>
      {fields.latitude !== null && fields.longitude !== null && (
        <p className="text-sm text-muted-foreground">
          <Trans id="placesToTry.located">The place's position is known: it will show on the map.</Trans>
        </p>
      )}
      <FormField label={t({ id: "placesToTry.note", message: "Note" })}>
        <Textarea
          maxLength={PLACE_TEXT_LIMITS.note}
          value={fields.note}
          onChange={(event) => change({ note: event.target.value })}
        />
      </FormField>
      <FormField
        label={t({ id: "placesToTry.listName", message: "List" })}
        description={t({ id: "placesToTry.listNameHint", message: "Optional, for example “Lisbon trip”." })}
      >
        <Input
          maxLength={PLACE_TEXT_LIMITS.listName}
          value={fields.listName}
          onChange={(event) => change({ listName: event.target.value })}
        />
      </FormField>
      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            {failure === "limit" ? (
              <>
                <Trans id="placesToTry.limitReached">
                  Not saved: the free plan's list of places to try is full. Members have no limit.
                </Trans>
                <Button asChild size="sm">
                  <Link to="/settings">
                    <Trans id="membership.limitWarningUpgrade">Upgrade</Trans>
                  </Link>
                </Button>
              </>
            ) : (
              <Trans id="placesToTry.saveFailed">The place could not be saved. Please try again.</Trans>
            )}
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/to-try">
            <Trans id="common.cancel">Cancel</Trans>
          </Link>
        </Button>
      </div>
    </Form>
  );
}
