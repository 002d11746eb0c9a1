import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";

import type { SharedPlace } from "./parse-shared-place";
import type { PlaceFormFields } from "./place-form";
import { toast } from "../../components/ui/toaster";
import { serverError } from "../../lib/server-error";
import { Page } from "../shell/page";
import { parseSharedPlace } from "./parse-shared-place";
import { PlaceForm, placeInput } from "./place-form";
import { useCreatePlace } from "./use-places-to-try";

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

/**
 * "Add a place to try" (issue 33): found with the new-entry form's place search, or read from a
 * pasted or shared link (the share target opens it with title, text and url).
 */
export function AddPlacePage({ shared }: { shared: { title?: string; text?: string; url?: string } }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreatePlace();
  const [initial] = useState(() => fieldsFrom(parseSharedPlace(shared)));
  const [failure, setFailure] = useState<"limit" | "other" | null>(null);

  const submit = (fields: PlaceFormFields) => {
    setFailure(null);
    create.mutate(
      { ...placeInput(fields), idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: () => {
          toast.success(t({ id: "placesToTry.saved", message: "Added to your places to try." }));
          void navigate({ to: "/to-try" });
        },
        onError: (error) =>
          setFailure(serverError(error)?.code === "PLACE_LIMIT_REACHED" ? "limit" : "other"),
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
