import type { InfiniteData } from "@tanstack/react-query";
import { dehydrate, hydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

import { firstPagesOnly } from "./first-pages-only";

// Keys as tRPC's query options build them: the procedure's path, then the input and the kind.
const searchKey = [["entries", "search"], { input: { q: "ramen" }, type: "infinite" }];
const journalKey = [["entries", "list"], { type: "query" }];

function kept(client: QueryClient) {
  return { timestamp: Date.now(), buster: "test", clientState: dehydrate(client) };
}

describe("firstPagesOnly", () => {
  it("keeps a list loaded a page at a time by its first page, and every other answer whole", () => {
    const client = new QueryClient();
    client.setQueryData<InfiniteData<string[], string | null>>(searchKey, {
      pages: [["a", "b"], ["c", "d"], ["e"]],
      pageParams: [null, "b", "d"],
    });
    client.setQueryData(journalKey, { entries: ["a", "b", "c"] });

    const restored = new QueryClient();
    hydrate(restored, firstPagesOnly(kept(client)).clientState);
    expect(restored.getQueryData(searchKey)).toEqual({ pages: [["a", "b"]], pageParams: [null] });
    expect(restored.getQueryData(journalKey)).toEqual({ entries: ["a", "b", "c"] });
  });

  it("leaves a list of one page as it is", () => {
    const client = new QueryClient();
    const onePage = { pages: [["a"]], pageParams: [null] };
    client.setQueryData(searchKey, onePage);
    const trimmed = firstPagesOnly(kept(client));
    expect(trimmed.clientState.queries[0]?.state.data).toBe(onePage);
  });
});
