import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useRef } from "react";

import { BROWSE_LETTERS, BROWSE_OTHER } from "@bitelog/config";

import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { trpc } from "../../lib/trpc";
import { EntriesSkeleton } from "../journal/entries-skeleton";
import { Page } from "../shell/page";
import { browseQueryOptions } from "./browse-query";
import { EntriesLoadError } from "./entries-load-error";
import { EntryList } from "./entry-summary";
import { SearchMore, useShowMoreFocus } from "./search-more";
import { useLoadOnScroll } from "./use-load-on-scroll";

/**
 * docs/product.md §2, /browse: an a–z navigator, with "#" for names that begin with no letter, beside the
 * entries under one letter (the first with entries by default), a page at a time: the next page
 * loads as the reader nears the end of the list, or with "Show more" (from the keyboard, or again
 * after a page could not be loaded).
 */
export function BrowsePage({ letter }: { letter: string | undefined }) {
  const { t } = useLingui();
  const browse = useInfiniteQuery(browseQueryOptions(trpc, letter));
  const pages = browse.data?.pages ?? [];
  const first = pages[0];
  const last = pages.at(-1);
  const entries = pages.flatMap((page) => page.entries);
  const letters = new Set(first?.letters);
  const shown = first?.letter ?? letter ?? null;
  const listRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const fetchingMore = browse.isFetchingNextPage;
  const markShowMore = useShowMoreFocus({ shown: entries.length, fetchingMore, listRef, moreRef });
  const nearEndRef = useLoadOnScroll(
    browse.hasNextPage && !fetchingMore && !browse.isFetchNextPageError,
    () => void browse.fetchNextPage(),
  );
  const otherLabel = t({ id: "browse.otherLetter", message: "Names that begin with no letter" });

  return (
    <Page title={t({ id: "browse.title", message: "Browse your recalls" })}>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
        <nav
          aria-label={t({ id: "browse.alphabet", message: "Letters" })}
          className="md:sticky md:top-6 md:self-start"
        >
          <ul className="flex flex-wrap gap-1 md:grid md:grid-cols-2 md:gap-1">
            {BROWSE_LETTERS.map((character) => {
              const has = letters.has(character);
              return (
                <li key={character}>
                  <Link
                    to="/browse"
                    search={{ letter: character }}
                    aria-current={character === shown ? "page" : undefined}
                    aria-label={character === BROWSE_OTHER ? otherLabel : undefined}
                    title={character === BROWSE_OTHER ? otherLabel : undefined}
                    aria-disabled={!has || undefined}
                    tabIndex={has ? undefined : -1}
                    className={cn(
                      "flex size-9 items-center justify-center rounded-md text-sm font-semibold uppercase",
                      has ? "hover:bg-accent" : "pointer-events-none text-muted-foreground/50",
                      character === shown && "bg-primary text-primary-foreground hover:bg-primary",
                    )}
                  >
                    {character}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section aria-live="polite" className="flex flex-col gap-4">
          {browse.isPending && <EntriesSkeleton layout="row" />}
          {/* A failed next page is told beside its button. */}
          {browse.isError && !browse.isFetchNextPageError && (
            <EntriesLoadError onRetry={() => void browse.refetch()} retrying={browse.isFetching} />
          )}
          {first?.letters.length === 0 && (
            <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-8">
              <p>
                <Trans id="browse.emptyJournal">Nothing to browse yet: your journal has no entries.</Trans>
              </p>
              <Button asChild>
                <Link to="/new">
                  <Trans id="dashboard.addFirst">Add your first entry</Trans>
                </Link>
              </Button>
            </div>
          )}
          {first && first.letters.length > 0 && shown && (
            <>
              <h2 className="text-2xl font-semibold uppercase">
                {shown === BROWSE_OTHER ? (
                  <>
                    <span aria-hidden>{BROWSE_OTHER}</span>
                    <span className="sr-only">{otherLabel}</span>
                  </>
                ) : (
                  shown
                )}
              </h2>
              {entries.length === 0 ? (
                <p className="text-muted-foreground">
                  <Trans id="browse.emptyLetter">No restaurants start with this letter.</Trans>
                </p>
              ) : (
                <div ref={listRef}>
                  <EntryList entries={entries} layout="row" heading="h3" />
                </div>
              )}
              {browse.hasNextPage && last && (
                <div ref={nearEndRef}>
                  <SearchMore
                    ref={moreRef}
                    shownCount={entries.length}
                    totalCount={last.total}
                    totalCapped={last.totalCapped}
                    loading={fetchingMore}
                    failed={browse.isFetchNextPageError && !fetchingMore}
                    onShowMore={() => {
                      markShowMore();
                      void browse.fetchNextPage();
                    }}
                  />
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
