import { Plural, Trans } from "@lingui/react/macro";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useRef } from "react";

import type { Entry } from "../journal/entry";
import { trpc } from "../../lib/trpc";
import { EntriesSkeleton } from "../journal/entries-skeleton";
import { searchSaved } from "../journal/search-saved";
import { useOnline } from "../offline/use-online";
import { withQueuedChanges, withQueuedMatches } from "../outbox/queued-change";
import { useOutbox } from "../outbox/use-outbox";
import { EntriesLoadError } from "./entries-load-error";
import { EntryList } from "./entry-summary";
import { SearchMore, useShowMoreFocus } from "./search-more";

/**
 * docs/product.md §2, /search: the entries matching a submitted term, a page at a time (alphabetical, like
 * the dashboard), with the count of all matches.
 */
export function SearchResults({ term }: { term: string }) {
  const search = useInfiniteQuery(
    // Shown only for a term that is not blank (search-page.tsx).
    trpc.entries.search.infiniteQueryOptions({ q: term }, { getNextPageParam: (page) => page.nextCursor }),
  );
  const listRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const pages = search.data?.pages ?? [];
  const answered = pages.flatMap((page) => page.entries);
  // The journal the device kept, as the server last listed it (not fetched for this screen).
  const journal = useQuery(trpc.entries.list.queryOptions(undefined, { enabled: false }));
  // What this device still has to send is searched too: the server does not know it yet.
  const { changes } = useOutbox();
  const entries = withQueuedMatches(answered, changes, term, journal.data);
  const fetchingMore = search.isFetchingNextPage;
  const markShowMore = useShowMoreFocus({ shown: entries.length, fetchingMore, listRef, moreRef });
  const online = useOnline();

  const last = pages.at(-1);
  const loadError = <EntriesLoadError onRetry={() => void search.refetch()} retrying={search.isRefetching} />;
  // Offline, a term not searched before is looked for in that journal, as it will be once sent.
  if (!last && !online && journal.data)
    return <SavedResults entries={searchSaved(withQueuedChanges(journal.data, changes), term)} term={term} />;
  if (!last) return search.isError ? loadError : <EntriesSkeleton layout="row" />;
  if (entries.length === 0) return <NoResults term={term} />;
  // The newest page's count (entries may have been added or deleted since the first), with the
  // difference the queued changes make to the entries listed.
  const found = last.total + entries.length - answered.length;
  const { totalCapped } = last;

  return (
    <>
      {/* A refresh of the pages shown failed (a failed "Show more" is reported beside its button). */}
      {search.isError && !search.isFetchNextPageError && loadError}
      <p role="status" className="text-sm text-muted-foreground">
        {totalCapped ? (
          <Plural
            id="search.countCapped"
            value={found}
            one="More than # entry found"
            other="More than # entries found"
          />
        ) : (
          <Plural id="search.count" value={found} one="# entry found" other="# entries found" />
        )}
      </p>
      <div ref={listRef}>
        <EntryList entries={entries} layout="row" />
      </div>
      {search.hasNextPage && (
        <SearchMore
          ref={moreRef}
          shownCount={entries.length}
          totalCount={found}
          totalCapped={totalCapped}
          loading={fetchingMore}
          failed={search.isFetchNextPageError && !fetchingMore}
          onShowMore={() => {
            markShowMore();
            void search.fetchNextPage();
          }}
        />
      )}
    </>
  );
}

function SavedResults({ entries, term }: { entries: readonly Entry[]; term: string }) {
  if (entries.length === 0) return <NoResults term={term} />;
  // Named as in SearchResults: the catalog's message for this id reads `found`.
  const found = entries.length;
  return (
    <>
      <p role="status" className="text-sm text-muted-foreground">
        <Plural id="search.count" value={found} one="# entry found" other="# entries found" />
      </p>
      <EntryList entries={entries} layout="row" />
    </>
  );
}

function NoResults({ term }: { term: string }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl border border-dashed border-border p-8 text-center"
    >
      <p className="font-medium">
        <Trans id="search.noResults">No entries match “{term}”.</Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans id="search.tip">Tip: try part of a word, such as “pizz” for every pizzeria.</Trans>
      </p>
    </div>
  );
}
