import { Trans, useLingui } from "@lingui/react/macro";
import { onlineManager } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { MapPinX } from "lucide-react";
import { useState } from "react";

import type { PlaceToTry } from "./arrange-places";
import type { PlaceFormFields } from "./place-form";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { isNetworkFailure } from "../../lib/network-failure";
import { serverIdOf } from "../outbox/outbox-store";
import { queuePlaceEdit } from "../outbox/queue-changes";
import { syncStateOf } from "../outbox/queued-change";
import { useOutbox } from "../outbox/use-outbox";
import { useSavedOnDevice } from "../outbox/use-saved-on-device";
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

/**
 * Editing a place to try: its name, address (with the place search), note, link and list. A place
 * added on this device is edited before it is sent, and followed to the id the server gives it.
 */
export function EditPlacePage({ id }: { id: string }) {
  const { t } = useLingui();
  const places = usePlacesToTry();
  const current = serverIdOf(id) ?? id;
  const place = places.data?.places.find((candidate) => candidate.id === current);
  const title = t({ id: "placesToTry.editTitle", message: "Edit place to try" });

  // Made by the server and not listed yet: the list is read again once the outbox has run.
  if (places.isPending || (!place && current !== id)) {
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
  return (
    <Page title={title}>
      <EditPlaceForm place={place} />
    </Page>
  );
}

function EditPlaceForm({ place }: { place: PlaceToTry }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const update = useUpdatePlace();
  const savedOnDevice = useSavedOnDevice();
  const { changes } = useOutbox();
  const [initial] = useState(() => fieldsOf(place));
  const [failure, setFailure] = useState<"other" | null>(null);
  // Behind changes still waiting, a new one waits too: they reach the server in order (issue 21).
  const queueing = !onlineManager.isOnline() || syncStateOf(changes, place.id) !== null;

  const submit = (fields: PlaceFormFields) => {
    setFailure(null);
    const input = placeInput(fields);
    const keepOnDevice = async (sentAs?: string) => {
      await queuePlaceEdit(place.id, input, sentAs);
      savedOnDevice();
      await navigate({ to: "/to-try" });
    };
    if (queueing) {
      void keepOnDevice();
      return;
    }
    const idempotencyKey = crypto.randomUUID();
    update.mutate(
      { id: place.id, ...input, idempotencyKey },
      {
        onSuccess: () => {
          toast.success(t({ id: "placesToTry.updated", message: "Place to try saved." }));
          void navigate({ to: "/to-try" });
        },
        onError: (error) =>
          isNetworkFailure(error) ? void keepOnDevice(idempotencyKey) : setFailure("other"),
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
