import { useQueryClient } from "@tanstack/react-query";

import { trpc } from "../../lib/trpc";

/**
 * Every cached view of the journal: the list is refreshed after each change (docs/product.md §7: cached 5
 * minutes).
 */
export function useInvalidateJournal(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.entries.pathKey() });
}
