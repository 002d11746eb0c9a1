import { useQueryClient } from "@tanstack/react-query";

import { trpc } from "../../lib/trpc";
import { useInvalidateJournal } from "../journal/use-invalidate-journal";

/**
 * After photos were added or deleted: the journal's views (cards show thumbnails) and the
 * membership's usage (total photos) are read again.
 */
export function useInvalidatePhotoViews(): () => Promise<void> {
  const queryClient = useQueryClient();
  const invalidateJournal = useInvalidateJournal();
  return async () => {
    await Promise.all([
      invalidateJournal(),
      queryClient.invalidateQueries({ queryKey: trpc.membership.pathKey() }),
    ]);
  };
}
