import type { PersistedClient } from "@tanstack/query-persist-client-core";
import type { InfiniteData } from "@tanstack/react-query";

type KeptQuery = PersistedClient["clientState"]["queries"][number];

/** tRPC marks the key of a list loaded a page at a time with `type: "infinite"`. */
function isPaged(query: KeptQuery): boolean {
  const options: unknown = query.queryKey[1];
  return typeof options === "object" && options !== null && "type" in options && options.type === "infinite";
}

function firstPageOnly(query: KeptQuery): KeptQuery {
  const data = query.state.data as InfiniteData<unknown> | undefined;
  if (!data || data.pages.length <= 1) return query;
  return {
    ...query,
    state: {
      ...query.state,
      data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    },
  };
}

/**
 * A list shown a page at a time is kept on the device by its first page: restored whole, it would be
 * refetched page by page when it opens, and reopen further down than where a new visit starts.
 */
export function firstPagesOnly(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) => (isPaged(query) ? firstPageOnly(query) : query));
  return { ...client, clientState: { ...client.clientState, queries } };
}
