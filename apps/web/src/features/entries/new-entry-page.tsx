import { Trans, useLingui } from "@lingui/react/macro";
import { onlineManager } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useState } from "react";

import { PLACE_TEXT_LIMITS } from "@bitelog/config";

import { isNetworkFailure } from "../../lib/network-failure";
import { useSession } from "../auth/use-session";
import { todayIn } from "../journal/format";
import { EntryLimitWarning } from "../membership/entry-limit-warning";
import { isLocalEntryId } from "../outbox/local-id";
import { queueNewEntry } from "../outbox/queue-changes";
import { useSavedOnDevice } from "../outbox/use-saved-on-device";
import { NewEntryPhotos } from "../photos/new-entry-photos";
import { useNewEntryPhotos } from "../photos/use-new-entry-photos";
import { useWentToPlaceToast } from "../places-to-try/use-places-to-try";
import { BackToDashboard } from "../shell/back-to-dashboard";
import { Page } from "../shell/page";
import { EntryForm } from "./entry-form";
import { useEntryDraft } from "./use-entry-draft";
import { useCreateEntry, useEntrySaveFailure } from "./use-entry-mutations";

const newEntryRoute = getRouteApi("/_app/new");

/**
 * docs/product.md §2, /new: the new-entry form; after saving, the new entry opens. From "Log another visit"
 * the URL names the place, which fills the restaurant's fields (issue 19); the rest starts empty.
 * Without a connection the entry and its photos are kept in the outbox and open from there (issue 21).
 * From "I went" on a place to try, the save also takes the place off the list, with Undo (issue 33);
 * a visit dated in the future can go on that list instead (issue 32).
 */
export function NewEntryPage() {
  const { t } = useLingui();
  const place = newEntryRoute.useSearch();
  const located = place.lat !== undefined && place.lng !== undefined;
  const navigate = useNavigate();
  const session = useSession();
  const create = useCreateEntry();
  const failure = useEntrySaveFailure("create");
  const draft = useEntryDraft("new");
  const photos = useNewEntryPhotos();
  const savedOnDevice = useSavedOnDevice();
  const wentToPlace = useWentToPlaceToast();
  // Saved (by the server or on the device): nothing is left to lose while the entry opens, and
  // a click elsewhere meanwhile is not asked about.
  const [saved, setSaved] = useState(false);
  const saving = create.isPending || photos.progress !== null || saved;
  const timeZone = session.status === "signedIn" ? session.user.timezone : null;

  return (
    <Page title={t({ id: "newEntry.title", message: "New entry" })} before={<BackToDashboard />}>
      {/* A full plan is said before anything is typed (issue 32), not only after Save. */}
      <EntryLimitWarning />
      <EntryForm
        saveFailure={failure.failure}
        draft={draft}
        initial={{
          restaurantName: place.name ?? "",
          restaurantAddress: place.address ?? "",
          restaurantLatitude: located ? (place.lat ?? null) : null,
          restaurantLongitude: located ? (place.lng ?? null) : null,
          visitDate: todayIn(timeZone),
          rating: null,
          comment: "",
          whatYouHad: "",
          wouldGetAgain: null,
          thingsToRemember: "",
        }}
        saving={saving}
        submitLabel={<Trans id="entryForm.save">Save entry</Trans>}
        unsavedPhotos={photos.files.length > 0}
        onCancel={() => void navigate({ to: "/dashboard", ignoreBlocker: true })}
        onTryInstead={
          place.placeToTryId
            ? undefined
            : (form) => {
                draft.clear();
                void navigate({
                  to: "/to-try/add",
                  search: {
                    name: form.restaurantName,
                    address: form.restaurantAddress ?? undefined,
                    lat: form.restaurantLatitude ?? undefined,
                    lng: form.restaurantLongitude ?? undefined,
                    note: form.comment ? form.comment.slice(0, PLACE_TEXT_LIMITS.note) : undefined,
                  },
                  ignoreBlocker: true,
                });
              }
        }
        onSubmit={(form) => {
          failure.clear();
          const { placeToTryId } = place;
          const fields = placeToTryId ? { ...form, placeToTryId } : form;
          const open = (id: string) => {
            setSaved(true);
            draft.clear();
            return navigate({ to: "/entry/$id", params: { id }, ignoreBlocker: true });
          };
          const keepOnDevice = async (sentAs?: string) => {
            const id = await queueNewEntry(fields, photos.files, sentAs);
            savedOnDevice();
            await open(id);
          };
          // A visit to a place to try still waiting to be added waits behind it: the server knows the
          // place only once it is sent, and the visit then names it by the server's id.
          if (!onlineManager.isOnline() || (placeToTryId && isLocalEntryId(placeToTryId))) {
            void keepOnDevice();
            return;
          }
          const idempotencyKey = crypto.randomUUID();
          create.mutate(
            { ...fields, idempotencyKey },
            {
              // docs/product.md §4: the photos go up once the entry exists; the entry opens even if they
              // fail.
              onSuccess: (entry) => {
                if (placeToTryId) wentToPlace(placeToTryId);
                void photos.uploadTo(entry.id).then(() => open(entry.id));
              },
              onError: (error) =>
                isNetworkFailure(error) ? void keepOnDevice(idempotencyKey) : failure.report(error),
            },
          );
        }}
      >
        <NewEntryPhotos photos={photos} disabled={saving} />
      </EntryForm>
    </Page>
  );
}
