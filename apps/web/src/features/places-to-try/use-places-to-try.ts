import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import type { RouterOutputs } from "@bitelog/api";

import type { SyncState } from "../outbox/queued-change";
import { trpc } from "../../lib/trpc";
import { useOutbox } from "../outbox/use-outbox";
import { toast } from "../shell/toaster";
import { withQueuedPlaces } from "./queued-places";

type PlaceList = RouterOutputs["placesToTry"]["list"];

/**
 * The person's places to try and the plan's limit of them (null: unlimited), with those added on
 * this device and not sent yet.
 */
export function usePlacesToTry() {
  const { changes } = useOutbox();
  const select = useCallback(
    (list: PlaceList) => ({ ...list, places: withQueuedPlaces(list.places, changes) }),
    [changes],
  );
  return useQuery({ ...trpc.placesToTry.list.queryOptions(), select });
}

/** Whether a place added on this device waits to be sent, or was refused; null once sent. */
export function usePlaceSyncState(placeId: string): SyncState | null {
  const queued = useOutbox().changes.find(
    (change) => change.kind === "createPlace" && change.placeId === placeId,
  );
  if (!queued) return null;
  return queued.refusal ? "refused" : "waiting";
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

export function useDeletePlace() {
  const { t } = useLingui();
  const invalidate = useInvalidatePlaces();
  return useMutation(
    trpc.placesToTry.delete.mutationOptions({
      onSettled: invalidate,
      onSuccess: () =>
        toast.success(t({ id: "placesToTry.deleted", message: "Removed from your places to try." })),
      onError: () =>
        toast.error(
          t({ id: "placesToTry.deleteFailed", message: "The place could not be removed. Please try again." }),
        ),
    }),
  );
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
