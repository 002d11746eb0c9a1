import type { ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";

import { createEntryInput } from "@bitelog/api/forms";
import { ENTRY_TEXT_LIMITS, hasVisibleCharacter } from "@bitelog/config";

import type { EntryFields } from "../journal/entry";
import type { EntryDraft } from "./use-entry-draft";
import type { SaveFailure } from "./use-entry-mutations";
import { Form } from "../../components/ui/form";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { AddressAutocomplete } from "../location/address-autocomplete";
import { LocationPicker } from "../map/location-picker";
import { DraftRestoredNotice } from "./draft-restored-notice";
import { useEntryFieldMessage } from "./entry-field-message";
import { EntryFormActions } from "./entry-form-actions";
import { useFutureVisitConfirmation } from "./future-visit-dialog";
import { RatingInput } from "./rating-input";
import { useUnsavedChangesPrompt } from "./use-unsaved-changes-prompt";
import { WouldGetAgainInput } from "./would-get-again-input";

/** The server's own schema: the form refuses what the server would, with the same limits. */
const resolver = zodResolver(createEntryInput);

interface EntryFormProps {
  initial: EntryFields;
  saving: boolean;
  submitLabel: ReactNode;
  onSubmit: (fields: EntryFields) => void;
  onCancel: () => void;
  /** Why the last save failed, shown beside the Save button. */
  saveFailure?: SaveFailure | null;
  /** The form's draft on this device (issue 32): restored when the form opens, kept as it changes. */
  draft?: EntryDraft;
  /** Extra sections inside the form (photos). */
  children?: ReactNode;
  /** Those sections hold changes not saved yet (photos added or marked for deletion). */
  unsavedPhotos?: boolean;
  /** Keeps the place to try instead of saving a visit dated in the future (a new entry only). */
  onTryInstead?: (fields: EntryFields) => void;
}

/** The fields of an entry (docs/product.md §3, as written), shared by /new and the edit mode. */
export function EntryForm({
  initial,
  saving,
  submitLabel,
  onSubmit,
  onCancel,
  saveFailure = null,
  draft,
  children,
  unsavedPhotos = false,
  onTryInstead,
}: EntryFormProps) {
  const { t } = useLingui();
  const ratingLabel = useId();
  const fieldMessage = useEntryFieldMessage();
  const { register, handleSubmit, formState, watch, setValue, reset } = useForm({
    resolver,
    defaultValues: initial,
    // A restored draft is a change to what the form started from: leaving still asks.
    values: draft?.restored ?? undefined,
    resetOptions: { keepDefaultValues: true },
    // The name's error shows once the field is left, then follows every keystroke.
    mode: "onTouched",
  });
  const { errors } = formState;
  const futureVisit = useFutureVisitConfirmation();
  const [draftRestored, setDraftRestored] = useState(Boolean(draft?.restored));
  const leavePrompt = useUnsavedChangesPrompt((unsavedPhotos || formState.isDirty) && !saving, () =>
    draft?.clear(),
  );
  useEffect(() => {
    if (!draft) return;
    const subscription = watch((fields) => draft.keep(fields as EntryFields, initial));
    return () => subscription.unsubscribe();
  }, [watch, draft, initial]);
  const change = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;

  const [name, address, latitude, longitude, visitDate, rating, wouldGetAgain] = watch([
    "restaurantName",
    "restaurantAddress",
    "restaurantLatitude",
    "restaurantLongitude",
    "visitDate",
    "rating",
    "wouldGetAgain",
  ]);
  const pin =
    typeof latitude === "number" && typeof longitude === "number" ? { lat: latitude, lng: longitude } : null;
  const textMessage = (field: keyof typeof ENTRY_TEXT_LIMITS) =>
    fieldMessage(field, errors[field], undefined);

  return (
    <Form
      onSubmit={handleSubmit((fields) =>
        futureVisit.confirm(
          fields.visitDate,
          () => onSubmit(fields),
          onTryInstead && (() => onTryInstead(fields)),
        ),
      )}
      className="max-w-2xl gap-6"
    >
      {futureVisit.dialog}
      {leavePrompt}
      {draftRestored && (
        <DraftRestoredNotice
          onDiscard={() => {
            reset(initial);
            draft?.clear();
            setDraftRestored(false);
          }}
        />
      )}
      <FormField
        label={t({ id: "entryForm.name", message: "Restaurant name" })}
        error={textMessage("restaurantName")}
      >
        <Input
          maxLength={ENTRY_TEXT_LIMITS.restaurantName}
          autoComplete="off"
          {...register("restaurantName")}
        />
      </FormField>
      <FormField
        label={t({ id: "entryForm.address", message: "Address" })}
        error={textMessage("restaurantAddress")}
      >
        <AddressAutocomplete
          value={address ?? ""}
          maxLength={ENTRY_TEXT_LIMITS.restaurantAddress}
          // Correcting the text keeps the pin: it moves only when placed again or removed.
          onChange={(next) => setValue("restaurantAddress", next, change)}
          onPlaceSelected={(place) => {
            if (place.name) setValue("restaurantName", place.name, change);
            setValue("restaurantAddress", place.address, change);
            setValue("restaurantLatitude", place.latitude, change);
            setValue("restaurantLongitude", place.longitude, change);
          }}
        />
      </FormField>
      {/* The open map places pins with either provider: it needs no key and works offline. */}
      <LocationPicker
        position={pin}
        onChange={(position) => {
          setValue("restaurantLatitude", position?.lat ?? null, change);
          setValue("restaurantLongitude", position?.lng ?? null, change);
        }}
      />
      <FormField
        label={t({ id: "entryForm.date", message: "Visit date" })}
        error={fieldMessage("visitDate", errors.visitDate, visitDate)}
        className="max-w-xs"
      >
        <Input type="date" {...register("visitDate")} />
      </FormField>
      <div className="flex flex-col gap-2">
        <span id={ratingLabel} className="text-sm font-medium">
          <Trans id="entryForm.rating">Rating</Trans>
        </span>
        <RatingInput
          labelledBy={ratingLabel}
          value={typeof rating === "number" ? rating : null}
          onChange={(next) => setValue("rating", next, change)}
        />
      </div>
      <FormField
        label={t({ id: "entryForm.whatYouHad", message: "What you had" })}
        error={textMessage("whatYouHad")}
      >
        <Textarea
          rows={2}
          maxLength={ENTRY_TEXT_LIMITS.whatYouHad}
          placeholder={t({ id: "entryForm.whatYouHadPlaceholder", message: "Dishes and drinks" })}
          {...register("whatYouHad")}
        />
      </FormField>
      <WouldGetAgainInput
        value={wouldGetAgain ?? null}
        onChange={(next) => setValue("wouldGetAgain", next, change)}
      />
      <FormField label={t({ id: "entryForm.comment", message: "Comment" })} error={textMessage("comment")}>
        <Textarea
          rows={5}
          maxLength={ENTRY_TEXT_LIMITS.comment}
          placeholder={t({
            id: "entryForm.commentPlaceholder",
            message: "How was it? The food, the service, the mood.",
          })}
          {...register("comment")}
        />
      </FormField>
      <FormField
        label={t({ id: "entryForm.thingsToRemember", message: "Things to remember" })}
        error={textMessage("thingsToRemember")}
      >
        <Textarea
          rows={2}
          maxLength={ENTRY_TEXT_LIMITS.thingsToRemember}
          placeholder={t({
            id: "entryForm.thingsToRememberPlaceholder",
            message: "For next time: a table to ask for, a dish to try",
          })}
          {...register("thingsToRemember")}
        />
      </FormField>
      {children}
      <EntryFormActions
        saving={saving}
        submitLabel={submitLabel}
        nameGiven={hasVisibleCharacter(name)}
        failure={saveFailure}
        onCancel={() => {
          draft?.clear();
          onCancel();
        }}
      />
    </Form>
  );
}
