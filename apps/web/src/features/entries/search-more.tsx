import type { Ref, RefObject } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";

import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";

interface SearchMoreProps {
  ref: Ref<HTMLButtonElement>;
  /** Entries listed so far. */
  shownCount: number;
  /** Entries matching in all, or the count's limit when `totalCapped`. */
  totalCount: number;
  totalCapped: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The last try to load the next page failed; the button tries again. */
  failed: boolean;
  onShowMore: () => void;
}

/** Below a page of search results: how many are listed, and the button that lists the next page. */
export function SearchMore({
  ref,
  shownCount,
  totalCount,
  totalCapped,
  loading,
  failed,
  onShowMore,
}: SearchMoreProps) {
  const { i18n } = useLingui();
  const shown = i18n.number(shownCount);
  const total = i18n.number(totalCount);
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm text-muted-foreground">
        {totalCapped ? (
          <Trans id="search.shownCapped">
            Showing {shown} of more than {total}
          </Trans>
        ) : (
          <Trans id="search.shown">
            Showing {shown} of {total}
          </Trans>
        )}
      </p>
      {failed && (
        <Alert variant="destructive" className="w-full">
          <AlertDescription>
            <Trans id="search.moreFailed">More entries could not be loaded. Please try again.</Trans>
          </AlertDescription>
        </Alert>
      )}
      <Button ref={ref} variant="outline" className="w-full sm:w-auto" loading={loading} onClick={onShowMore}>
        <Trans id="search.showMore">Show more</Trans>
      </Button>
    </div>
  );
}

interface ShowMoreFocus {
  /** Entries listed now. */
  shown: number;
  /** The next page is on its way. */
  fetchingMore: boolean;
  /** Around the list of entries, whose links are the entries. */
  listRef: RefObject<HTMLElement | null>;
  moreRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Where the keyboard focus goes once "Show more" has been answered: to the first entry it added,
 * so that reading and tabbing go on from there (after the last page the button is gone); back to
 * the button when the page could not be loaded, to try again. Only when the focus is still on the
 * button or was dropped (a busy button is disabled, which can drop it): never away from wherever
 * the user went meanwhile. Call the returned function as "Show more" is pressed.
 */
export function useShowMoreFocus({ shown, fetchingMore, listRef, moreRef }: ShowMoreFocus): () => void {
  /** How many entries were listed when "Show more" was pressed; null when no answer is awaited. */
  const shownBefore = useRef<number | null>(null);

  useEffect(() => {
    const before = shownBefore.current;
    if (before === null || fetchingMore) return;
    shownBefore.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active !== moreRef.current) return;
    const firstAdded = listRef.current?.querySelectorAll<HTMLElement>("li a")[before];
    (shown > before ? firstAdded : moreRef.current)?.focus();
  }, [shown, fetchingMore, listRef, moreRef]);

  return () => {
    shownBefore.current = shown;
  };
}
