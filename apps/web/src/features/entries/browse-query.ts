import type { trpc as trpcProxy } from "../../lib/trpc";

/**
 * Browse under one letter (the first that has entries when none is given), a page at a time: for
 * the page and for the route's loader, which must name the same query.
 */
export function browseQueryOptions(trpc: typeof trpcProxy, letter: string | undefined) {
  return trpc.entries.browse.infiniteQueryOptions(letter ? { letter } : {}, {
    getNextPageParam: (page) => page.nextCursor,
  });
}
