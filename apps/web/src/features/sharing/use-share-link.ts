import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { RouterOutputs } from "@bitelog/api";

import { trpc } from "../../lib/trpc";

export type ShareLink = NonNullable<RouterOutputs["sharing"]["get"]>;

/** The entry's share link, or null when it is not shared. */
export function useShareLink(entryId: string) {
  return useQuery(trpc.sharing.get.queryOptions({ entryId }, { retry: false }));
}

/** Whether the entry is shared, from one list of the journal's shared entries (cards and rows ask it). */
export function useIsShared(entryId: string): boolean {
  const shared = useQuery(
    trpc.sharing.sharedEntryIds.queryOptions(undefined, { select: (ids) => ids.includes(entryId) }),
  );
  return shared.data ?? false;
}

function useSharingChanged(entryId: string) {
  const queryClient = useQueryClient();
  return (link: ShareLink | null) => {
    queryClient.setQueryData(trpc.sharing.get.queryKey({ entryId }), link);
    return queryClient.invalidateQueries({ queryKey: trpc.sharing.sharedEntryIds.queryKey() });
  };
}

/** Makes the entry's link, or answers the one it has. */
export function useCreateShareLink(entryId: string) {
  const changed = useSharingChanged(entryId);
  return useMutation(trpc.sharing.create.mutationOptions({ onSuccess: (link) => changed(link) }));
}

/** Revokes the entry's link: it stops working at once for everyone who has it. */
export function useRevokeShareLink(entryId: string) {
  const changed = useSharingChanged(entryId);
  return useMutation(trpc.sharing.revoke.mutationOptions({ onSuccess: () => changed(null) }));
}
