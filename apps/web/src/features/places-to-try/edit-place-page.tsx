import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { MapPinX } from "lucide-react";
import { useState } from "react";

import type { PlaceToTry } from "./arrange-places";
import type { PlaceFormFields } from "./place-form";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { Page } from "../shell/page";
import { toast } from "../shell/toaster";
import { PlaceForm, placeInput } from "./place-form";
import { PlacesLoadFailed } from "./places-load-failed";
import { usePlacesToTry, useUpdatePlace } from "./use-places-to-try";

function fieldsOf(place: PlaceToTry): PlaceFormFields {
  return {
    name: place.restaurant_name,
    address: place.restaurant_address ?? "",
    latitude: place.restaurant_latitude,
    longitude: place.restaurant_longitude,
    link: place.source_url ?? "",
    note: place.note ?? "",
    listName: place.list_name ?? "",
  };
}

/** Editing a place to try: its name, address (with the place search), note, link and list. */
export function EditPlacePage({ id }: { id: string }) {
  const { t } = useLingui();
  const places = usePlacesToTry();
  const place = places.data?.places.find((candidate) => candidate.id === id);
  const title = t({ id: "placesToTry.editTitle", message: "Edit place to try" });

  if (places.isPending) {
    return (
      <Page title={title}>
        <div className="flex max-w-2xl flex-col gap-6" aria-busy>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      </Page>
    );
  }
  if (places.isError) {
    return (
      <Page title={title}>
        <PlacesLoadFailed retrying={places.isFetching} onRetry={() => void places.refetch()} />
      </Page>
    );
  }
  if (!place) {
    return (
      <Page title={t({ id: "placesToTry.notFound", message: "This place is not on your list." })}>
        <div className="flex max-w-xl flex-col items-start gap-4 text-muted-foreground">
          <p className="flex items-start gap-3">
            <MapPinX className="mt-0.5 size-5 shrink-0" aria-hidden />
            <Trans id="placesToTry.notFoundText">
              It may have been removed or visited, or the link is wrong.
            </Trans>
          </p>
          <Button asChild variant="outline">
            <Link to="/to-try">
              <Trans id="map.viewPlacesToTry">View places to try</Trans>
            </Link>
          </Button>
        </div>
      </Page>
    );
  }
  // Keyed: a place changed elsewhere meanwhile starts the form again from what it holds now.
  return (
    <Page title={title}>
      <EditPlaceForm key={place.id} place={place} />
    </Page>
  );
}

function EditPlaceForm({ place }: { place: PlaceToTry }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const update = useUpdatePlace();
  const [initial] = useState(() => fieldsOf(place));
  const [failure, setFailure] = useState<"other" | null>(null);

  const submit = (fields: PlaceFormFields) => {
    setFailure(null);
    update.mutate(
      { id: place.id, ...placeInput(fields), idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: () => {
          toast.success(t({ id: "placesToTry.updated", message: "Place to try saved." }));
          void navigate({ to: "/to-try" });
        },
        onError: () => setFailure("other"),
      },
    );
  };

  return (
    <PlaceForm
      initial={initial}
      saving={update.isPending}
      failure={failure}
      submitLabel={<Trans id="placesToTry.saveChanges">Save changes</Trans>}
      onSubmit={submit}
    />
  );
}
