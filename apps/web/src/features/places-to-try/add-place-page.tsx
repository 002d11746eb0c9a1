import { Trans, useLingui } from "@lingui/react/macro";
import { onlineManager } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";

import type { SharedPlace } from "./parse-shared-place";
import type { PlaceFormFields } from "./place-form";
import { isNetworkFailure } from "../../lib/network-failure";
import { serverError } from "../../lib/server-error";
import { queueNewPlace } from "../outbox/queue-changes";
import { useSavedOnDevice } from "../outbox/use-saved-on-device";
import { Page } from "../shell/page";
import { toast } from "../shell/toaster";
import { parseSharedPlace } from "./parse-shared-place";
import { PlaceForm, placeInput } from "./place-form";
import { useCreatePlace } from "./use-places-to-try";

/** What the page opens with: what was shared to the app, or a place the new-entry form passes on. */
export interface AddPlaceSearch {
  title?: string;
  text?: string;
  url?: string;
  name?: string;
  address?: string;
  lat?: number;
  lng?: number;
  note?: string;
}

/** The fields filled from what was shared: the link's place, or its search to look up. */
function fieldsFrom(shared: SharedPlace): PlaceFormFields {
  return {
    name: shared.name ?? "",
    address: shared.query ?? "",
    latitude: shared.latitude,
    longitude: shared.longitude,
    link: shared.sourceUrl ?? "",
    note: "",
    listName: "",
  };
}

/** The fields filled from the page's search: a place passed on wins over what was shared. */
function initialFields(search: AddPlaceSearch): PlaceFormFields {
  const shared = fieldsFrom(parseSharedPlace(search));
  const located = search.lat !== undefined && search.lng !== undefined;
  return {
    ...shared,
    name: search.name ?? shared.name,
    address: search.address ?? shared.address,
    latitude: located ? (search.lat ?? null) : shared.latitude,
    longitude: located ? (search.lng ?? null) : shared.longitude,
    note: search.note ?? shared.note,
  };
}

/**
 * "Add a place to try" (issue 33): found with the new-entry form's place search, read from a
 * pasted or shared link (the share target opens it with title, text and url), or passed on by the
 * new-entry form for a visit dated in the future (issue 32). Offline it is kept in the outbox.
 */
export function AddPlacePage({ search }: { search: AddPlaceSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreatePlace();
  const savedOnDevice = useSavedOnDevice();
  const [initial] = useState(() => initialFields(search));
  const [failure, setFailure] = useState<"limit" | "other" | null>(null);

  const submit = (fields: PlaceFormFields) => {
    setFailure(null);
    const place = placeInput(fields);
    // Without a connection the place waits in the outbox, like an entry (issue 21).
    const keepOnDevice = async (sentAs?: string) => {
      await queueNewPlace(place, sentAs);
      savedOnDevice();
      await navigate({ to: "/to-try" });
    };
    if (!onlineManager.isOnline()) {
      void keepOnDevice();
      return;
    }
    const idempotencyKey = crypto.randomUUID();
    create.mutate(
      { ...place, idempotencyKey },
      {
        onSuccess: () => {
          toast.success(t({ id: "placesToTry.saved", message: "Added to your places to try." }));
          void navigate({ to: "/to-try" });
        },
        onError: (error) => {
          if (isNetworkFailure(error)) void keepOnDevice(idempotencyKey);
          else setFailure(serverError(error)?.code === "PLACE_LIMIT_REACHED" ? "limit" : "other");
        },
      },
    );
  };

  return (
    <Page title={t({ id: "placesToTry.addTitle", message: "Add a place to try" })}>
      <PlaceForm
        initial={initial}
        saving={create.isPending}
        failure={failure}
        submitLabel={<Trans id="placesToTry.save">Save place</Trans>}
        onSubmit={submit}
      />
    </Page>
  );
}
