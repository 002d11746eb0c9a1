import type { queryClient as QueryClientOfApi, trpc as Trpc } from "../../lib/trpc";

interface Api {
  trpc: typeof Trpc;
  queryClient: typeof QueryClientOfApi;
}

/**
 * One entry: taken from the journal list when it holds it (the page opens at once, and offline for
 * every entry the device kept, not only those opened before), then asked of the server as usual.
 * The API comes from the caller, so that the route's file (part of the first paint) loads none of it.
 */
export function entryQuery({ trpc, queryClient }: Api, id: string) {
  const list = trpc.entries.list.queryKey();
  return trpc.entries.get.queryOptions(
    { id },
    {
      initialData: () => queryClient.getQueryData(list)?.find((entry) => entry.id === id),
      initialDataUpdatedAt: () => queryClient.getQueryState(list)?.dataUpdatedAt,
    },
  );
}
