import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";

import type { RouterInputs } from "@bitelog/api";
import { ENTRY_TEXT_LIMITS, hasVisibleCharacter } from "@bitelog/config";

import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { AddressAutocomplete } from "../map/address-autocomplete";
import { LocationPicker } from "../map/location-picker";
import { RatingInput } from "./rating-input";
import { useUnsavedChangesPrompt } from "./use-unsaved-changes-prompt";
import { WouldGetAgainInput } from "./would-get-again-input";

export type EntryFields = Omit<RouterInputs["entries"]["create"], "rating"> & { rating: number | null };

interface EntryFormProps {
  initial: EntryFields;
  saving: boolean;
  submitLabel: ReactNode;
  onSubmit: (fields: EntryFields) => void;
  onCancel: () => void;
  /** Why the last save was refused for the plan's limit (spec §8), shown above the fields. */
  limitMessage?: string | null;
  /** Extra sections inside the form (photos). */
  children?: ReactNode;
  /** Those sections hold changes not saved yet (photos added or marked for deletion). */
  unsavedPhotos?: boolean;
}

/** The fields of an entry (spec §3 write payload), shared by /new and the edit mode. */
export function EntryForm({
  initial,
  saving,
  submitLabel,
  onSubmit,
  onCancel,
  limitMessage,
  children,
  unsavedPhotos = false,
}: EntryFormProps) {
  const { t } = useLingui();
  const ratingLabel = useId();
  const [fields, setFields] = useState(initial);
  const [showProblems, setShowProblems] = useState(false);
  const set = (change: Partial<EntryFields>) => setFields((current) => ({ ...current, ...change }));
  const changed = unsavedPhotos || JSON.stringify(fields) !== JSON.stringify(initial);
  useUnsavedChangesPrompt(changed && !saving);

  const nameProblem = hasVisibleCharacter(fields.restaurantName)
    ? undefined
    : t({ id: "errors.restaurantNameRequired", message: "The restaurant name is required." });
  const dateProblem = fields.visitDate
    ? undefined
    : t({ id: "errors.visitDateRequired", message: "The visit date is required." });
  const address = fields.restaurantAddress ?? "";
  const { restaurantLatitude: latitude, restaurantLongitude: longitude } = fields;
  const pin =
    typeof latitude === "number" && typeof longitude === "number" ? { lat: latitude, lng: longitude } : null;

  return (
    <form
      noValidate
      className="flex max-w-2xl flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        setShowProblems(true);
        if (nameProblem ?? dateProblem) return;
        onSubmit(fields);
      }}
    >
      {limitMessage && (
        <Alert variant="warning">
          <AlertDescription>{limitMessage}</AlertDescription>
        </Alert>
      )}
      <FormField
        label={t({ id: "entryForm.name", message: "Restaurant name" })}
        error={showProblems ? nameProblem : undefined}
      >
        <Input
          value={fields.restaurantName}
          maxLength={ENTRY_TEXT_LIMITS.restaurantName}
          autoComplete="off"
          onChange={(event) => set({ restaurantName: event.target.value })}
          onBlur={() => setShowProblems(true)}
        />
      </FormField>
      <FormField label={t({ id: "entryForm.address", message: "Address" })}>
        <AddressAutocomplete
          value={address}
          maxLength={ENTRY_TEXT_LIMITS.restaurantAddress}
          // Correcting the text keeps the pin: it moves only when placed again or removed.
          onChange={(next) => set({ restaurantAddress: next })}
          onPlaceSelected={(place) =>
            set({
              ...(place.name ? { restaurantName: place.name } : {}),
              restaurantAddress: place.address,
              restaurantLatitude: place.latitude,
              restaurantLongitude: place.longitude,
            })
          }
        />
      </FormField>
      {/* The open map places pins with either provider: it needs no key and works offline. */}
      <LocationPicker
        position={pin}
        onChange={(position) =>
          set({ restaurantLatitude: position?.lat ?? null, restaurantLongitude: position?.lng ?? null })
        }
      />
      <FormField
        label={t({ id: "entryForm.date", message: "Visit date" })}
        error={showProblems ? dateProblem : undefined}
        className="max-w-xs"
      >
        <Input
          type="date"
          value={fields.visitDate}
          onChange={(event) => set({ visitDate: event.target.value })}
        />
      </FormField>
      <div className="flex flex-col gap-2">
        <span id={ratingLabel} className="text-sm font-medium">
          <Trans id="entryForm.rating">Rating</Trans>
        </span>
        <RatingInput labelledBy={ratingLabel} value={fields.rating} onChange={(rating) => set({ rating })} />
      </div>
      <FormField label={t({ id: "entryForm.whatYouHad", message: "What you had" })}>
        <Textarea
          rows={2}
          maxLength={ENTRY_TEXT_LIMITS.whatYouHad}
          value={fields.whatYouHad ?? ""}
          placeholder={t({ id: "entryForm.whatYouHadPlaceholder", message: "Dishes and drinks" })}
          onChange={(event) => set({ whatYouHad: event.target.value })}
        />
      </FormField>
      <WouldGetAgainInput
        value={fields.wouldGetAgain ?? null}
        onChange={(wouldGetAgain) => set({ wouldGetAgain })}
      />
      <FormField label={t({ id: "entryForm.comment", message: "Comment" })}>
        <Textarea
          rows={5}
          maxLength={ENTRY_TEXT_LIMITS.comment}
          value={fields.comment ?? ""}
          placeholder={t({
            id: "entryForm.commentPlaceholder",
            message: "How was it? The food, the service, the mood.",
          })}
          onChange={(event) => set({ comment: event.target.value })}
        />
      </FormField>
      <FormField label={t({ id: "entryForm.thingsToRemember", message: "Things to remember" })}>
        <Textarea
          rows={2}
          maxLength={ENTRY_TEXT_LIMITS.thingsToRemember}
          value={fields.thingsToRemember ?? ""}
          placeholder={t({
            id: "entryForm.thingsToRememberPlaceholder",
            message: "For next time: a table to ask for, a dish to try",
          })}
          onChange={(event) => set({ thingsToRemember: event.target.value })}
        />
      </FormField>
      {children}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          <Trans id="common.cancel">Cancel</Trans>
        </Button>
        <Button type="submit" loading={saving} disabled={nameProblem !== undefined}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
