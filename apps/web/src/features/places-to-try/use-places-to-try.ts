import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import type { RouterOutputs } from "@bitelog/api";

import type { SyncState } from "../outbox/queued-change";
import { trpc } from "../../lib/trpc";
import { offerUndo } from "../outbox/offer-undo";
import { queuePlaceRemoval } from "../outbox/queue-changes";
import { syncStateOf } from "../outbox/queued-change";
import { useOutbox } from "../outbox/use-outbox";
import { toast } from "../shell/toaster";
import { withQueuedPlaces } from "./queued-places";

type PlaceList = RouterOutputs["placesToTry"]["list"];

/**
 * The person's places to try and the plan's limit of them (null: unlimited), with the changes made
 * on this device and not sent yet.
 */
export function usePlacesToTry() {
  const { changes } = useOutbox();
  const select = useCallback(
    (list: PlaceList) => ({ ...list, places: withQueuedPlaces(list.places, changes) }),
    [changes],
  );
  return useQuery({ ...trpc.placesToTry.list.queryOptions(), select });
}

/** Whether a place has changes made on this device waiting to be sent, or refused; null when in sync. */
export function usePlaceSyncState(placeId: string): SyncState | null {
  return syncStateOf(useOutbox().changes, placeId);
}

/** The list is read again after each change. */
function useInvalidatePlaces(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.placesToTry.pathKey() });
}

export function useCreatePlace() {
  const invalidate = useInvalidatePlaces();
  return useMutation(trpc.placesToTry.create.mutationOptions({ onSettled: invalidate }));
}

export function useUpdatePlace() {
  const invalidate = useInvalidatePlaces();
  return useMutation(trpc.placesToTry.update.mutationOptions({ onSettled: invalidate }));
}

/**
 * Takes a place off the list through the outbox, as an entry is deleted (issue 32): at once on
 * this device, online or not, with Undo for a while before it is sent.
 */
export function useRemovePlace(): (placeId: string) => Promise<void> {
  const { t } = useLingui();
  return async (placeId) =>
    offerUndo(await queuePlaceRemoval(placeId), {
      done: t({ id: "placesToTry.deleted", message: "Removed from your places to try." }),
      undo: t({ id: "placesToTry.undo", message: "Undo" }),
      restored: t({ id: "placesToTry.restored", message: "Back on your places to try." }),
      tooLate: t({
        id: "placesToTry.removeTooLate",
        message: "Too late to undo: the place was already removed.",
      }),
    });
}

/**
 * After a visit saved from the list: the place has left it; Undo puts it back (the visit stays).
 */
export function useWentToPlaceToast(): (placeId: string) => void {
  const { t } = useLingui();
  const invalidate = useInvalidatePlaces();
  const restore = useMutation(trpc.placesToTry.restore.mutationOptions({ onSettled: invalidate }));
  return (placeId) => {
    void invalidate();
    toast.success(t({ id: "placesToTry.leftList", message: "Removed from your places to try" }), {
      action: {
        label: t({ id: "placesToTry.undo", message: "Undo" }),
        onClick: () =>
          restore.mutate(
            { id: placeId },
            {
              onSuccess: () =>
                toast.success(t({ id: "placesToTry.restored", message: "Back on your places to try." })),
              onError: () =>
                toast.error(
                  t({ id: "placesToTry.restoreFailed", message: "The place could not be put back." }),
                ),
            },
          ),
      },
    });
  };
}
